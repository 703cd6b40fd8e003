import { Avatar } from '@tumbledash/shared';
import type { ThemeDraft } from './theme-draft';

/** A live picture of the blog's header as the draft stands (B§3 theme params). */
export function BlogPreview({ name, draft }: { name: string; draft: ThemeDraft }) {
  return (
    <figure className="td-settings__preview" aria-label={`Preview of ${name}`} style={{ background: draft.background_color }}>
      {draft.show_header_image && (
        <div
          className="td-settings__preview-header"
          style={draft.header_image ? { backgroundImage: `url(${draft.header_image})`, backgroundSize: draft.header_stretch ? 'cover' : 'contain' } : undefined}
        />
      )}
      {draft.show_avatar && <Avatar src={draft.avatar_url} name={name} size={64} shape={draft.avatar_shape} className="td-settings__preview-avatar" />}
      {draft.show_title && (
        <p className="td-settings__preview-title" style={{ color: draft.title_color, fontFamily: draft.title_font, fontWeight: draft.title_font_weight === 'bold' ? 700 : 400 }}>
          {draft.title || name}
        </p>
      )}
      {draft.show_description && (
        <p className="td-settings__preview-description" style={{ color: draft.title_color }}>
          {draft.description}
        </p>
      )}
      <p>
        <span style={{ color: draft.link_color }}>A link looks like this</span>
      </p>
    </figure>
  );
}
