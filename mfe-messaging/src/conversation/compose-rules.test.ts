import { COMPOSE_MAX_LENGTH, allowedContext, canSubmit, isComposeValid, keyAction } from './compose-rules';

describe('isComposeValid', () => {
  it('needs non-blank text', () => {
    expect(isComposeValid('')).toBe(false);
    expect(isComposeValid('  \n\t ')).toBe(false);
    expect(isComposeValid(' hi ')).toBe(true);
  });

  it('allows at most 4096 characters', () => {
    expect(isComposeValid('x'.repeat(COMPOSE_MAX_LENGTH))).toBe(true);
    expect(isComposeValid('x'.repeat(COMPOSE_MAX_LENGTH + 1))).toBe(false);
  });

  it('is always valid with auto-validation off', () => {
    expect(isComposeValid('', false)).toBe(true);
  });
});

describe('canSubmit', () => {
  it('is off when disabled, even with text', () => {
    expect(canSubmit({ text: 'hi', disabled: true, hasImage: false })).toBe(false);
  });

  it('lets an image go without text', () => {
    expect(canSubmit({ text: '', disabled: false, hasImage: true })).toBe(true);
    expect(canSubmit({ text: '', disabled: false, hasImage: false })).toBe(false);
  });
});

describe('keyAction', () => {
  const base = { key: 'Enter', shiftKey: false, isComposing: false, text: 'hi', lightboxOpen: false, handled: false };

  it('sends on Enter and adds a line on Shift+Enter', () => {
    expect(keyAction(base)).toBe('send');
    expect(keyAction({ ...base, shiftKey: true })).toBe('newline');
  });

  it('leaves Enter to an input method that is composing', () => {
    expect(keyAction({ ...base, isComposing: true })).toBeNull();
  });

  it('clears text on Escape, or closes when empty, but not over a lightbox', () => {
    expect(keyAction({ ...base, key: 'Escape' })).toBe('clear');
    expect(keyAction({ ...base, key: 'Escape', text: '' })).toBe('close');
    expect(keyAction({ ...base, key: 'Escape', lightboxOpen: true })).toBeNull();
  });

  it('leaves an Escape that a layer above (the guided tour) already handled', () => {
    expect(keyAction({ ...base, key: 'Escape', text: '', handled: true })).toBeNull();
    expect(keyAction({ ...base, key: 'Escape', handled: true })).toBeNull();
  });

  it('ignores other keys', () => {
    expect(keyAction({ ...base, key: 'a' })).toBeNull();
  });
});

describe('allowedContext', () => {
  it('keeps the three known contexts, by their first part', () => {
    expect(allowedContext('post-chrome')).toBe('post-chrome');
    expect(allowedContext('messaging-gif:search')).toBe('messaging-gif:search');
    expect(allowedContext('messaging-image-upload')).toBe('messaging-image-upload');
  });

  it('drops anything else', () => {
    expect(allowedContext('dashboard:post-chrome')).toBeUndefined();
    expect(allowedContext('')).toBeUndefined();
    expect(allowedContext(undefined)).toBeUndefined();
  });
});
