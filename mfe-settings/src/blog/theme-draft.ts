import type { BlogHeader, HeaderSave, ThemeParams } from '@tumbledash/shared';

/** What the appearance form edits: the header save's fields (B§3 theme params), as the preview shows them. */
export type ThemeDraft = Required<Omit<HeaderSave, 'avatar_url' | 'header_image'>> & { avatar_url: string; header_image: string };

/** Plain text of the sanitized description, for a plain text area (the server sanitizes what comes back). */
export function descriptionText(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
}

export function draftOf(header: BlogHeader): ThemeDraft {
  const theme: ThemeParams = header.global_theme_params;
  return {
    title: header.title,
    description: descriptionText(header.description_sanitized),
    avatar_url: header.avatar_url,
    header_image: theme.header_image_focused ?? '',
    title_font: theme.title_font,
    title_color: theme.title_color,
    title_font_weight: theme.title_font_weight,
    background_color: theme.background_color,
    link_color: theme.link_color,
    header_stretch: theme.header_stretch,
    show_header_image: theme.show_header_image,
    show_avatar: theme.show_avatar,
    avatar_shape: theme.avatar_shape,
    show_title: theme.show_title,
    show_description: theme.show_description,
  };
}

/** The save body: only what changed; the avatar and header only when they are the owner's uploads. */
export function changesOf(saved: ThemeDraft, draft: ThemeDraft): HeaderSave {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof ThemeDraft)[]) {
    if (draft[key] !== saved[key]) changes[key] = draft[key];
  }
  if (changes.avatar_url !== undefined && !String(changes.avatar_url).startsWith('/media/')) delete changes.avatar_url;
  if (typeof changes.description === 'string') changes.description = `<p>${escapeHtml(changes.description)}</p>`;
  return changes as HeaderSave;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
