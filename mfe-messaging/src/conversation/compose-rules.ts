/** Compose box rules (B§4, B§5). */
export const COMPOSE_MAX_LENGTH = 4096;

/** Valid when the trimmed text is non-empty and within the limit; always valid with auto-validation off. */
export function isComposeValid(text: string, autoValidate = true): boolean {
  if (!autoValidate) return true;
  return text.trim().length > 0 && text.length <= COMPOSE_MAX_LENGTH;
}

export interface SendAbility {
  text: string;
  disabled: boolean;
  /** An image waits in the preview: it can go without text. */
  hasImage: boolean;
}

export function canSubmit({ text, disabled, hasImage }: SendAbility): boolean {
  if (disabled) return false;
  return hasImage || isComposeValid(text);
}

export type KeyAction = 'send' | 'newline' | 'clear' | 'close' | null;

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  /** An input method is composing (e.g. Japanese): Enter picks a candidate there. */
  isComposing: boolean;
  text: string;
  lightboxOpen: boolean;
  /** A layer above the window (the guided tour) already took this key and marked it handled. */
  handled: boolean;
}

/**
 * Enter sends, Shift+Enter adds a line; Escape clears the text, or closes the box when empty, unless a lightbox is
 * open or a layer above already answered it (only the top layer answers Escape).
 */
export function keyAction({ key, shiftKey, isComposing, text, lightboxOpen, handled }: KeyInput): KeyAction {
  if (isComposing) return null;
  if (key === 'Enter') return shiftKey ? 'newline' : 'send';
  if (key === 'Escape') {
    if (lightboxOpen || handled) return null;
    return text.length > 0 ? 'clear' : 'close';
  }
  return null;
}

const ALLOWED_CONTEXTS = new Set(['post-chrome', 'messaging-gif', 'messaging-image-upload']);

/** Context goes to the server only when its first colon-separated part is one of three (B§5). */
export function allowedContext(context: string | undefined): string | undefined {
  if (!context) return undefined;
  const head = context.split(':')[0] ?? '';
  return ALLOWED_CONTEXTS.has(head) ? context : undefined;
}
