import { useId, useState, type FormEvent } from 'react';
import { api, BLOG_DESCRIPTION_MAX, BLOG_FONTS, BLOG_TITLE_MAX, toApiError, type BlogHeader, type HeaderSave } from '@tumbledash/shared';
import { descriptionHtml, descriptionText, headerSaveError } from './description';

interface HeaderEditorProps {
  blog: BlogHeader;
  onSaved: (blog: BlogHeader) => void;
  onCancel: () => void;
}

const SWITCHES = [
  ['show_header_image', 'Show header image'],
  ['show_avatar', 'Show avatar'],
  ['show_title', 'Show title'],
  ['show_description', 'Show description'],
  ['header_stretch', 'Stretch header image'],
] as const;

async function upload(file: File): Promise<string> {
  const data = new FormData();
  data.append('photo', file);
  const { url } = await api.post<{ url: string }>('/svc/post/upload_photo', data);
  return url;
}

/** The owner's header controls (B§2): title, description, avatar, header image and theme params. */
export function HeaderEditor({ blog, onSaved, onCancel }: HeaderEditorProps) {
  const theme = blog.global_theme_params;
  const id = useId();
  const [initial] = useState<HeaderSave>(() => ({
    title: blog.title,
    description: descriptionText(blog.description_sanitized),
    title_font: theme.title_font,
    title_color: theme.title_color,
    title_font_weight: theme.title_font_weight,
    background_color: theme.background_color,
    link_color: theme.link_color,
    avatar_shape: theme.avatar_shape,
    show_header_image: theme.show_header_image,
    show_avatar: theme.show_avatar,
    show_title: theme.show_title,
    show_description: theme.show_description,
    header_stretch: theme.header_stretch,
  }));
  const [draft, setDraft] = useState<HeaderSave>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: HeaderSave) => setDraft((current) => ({ ...current, ...patch }));

  const pick = (field: 'avatar_url' | 'header_image') => async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    try {
      set({ [field]: await upload(file) });
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await api.post<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', {
        tumblelog_name_or_id: blog.name,
        // Only what changed: a theme from before this editor existed may hold values it does not offer.
        tumblelog: Object.fromEntries(
          Object.entries(draft)
            .filter(([key, value]) => initial[key as keyof HeaderSave] !== value)
            .map(([key, value]) => (key === 'description' ? [key, descriptionHtml(String(value))] : [key, value])),
        ),
      });
      onSaved(saved.tumblelog);
    } catch (failure) {
      setError(headerSaveError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="td-peepr-editor" onSubmit={save} aria-label="Edit appearance">
      <label htmlFor={`${id}-title`}>Title</label>
      <input id={`${id}-title`} value={draft.title ?? ''} maxLength={BLOG_TITLE_MAX} onChange={(event) => set({ title: event.target.value })} />
      <label htmlFor={`${id}-description`}>Description</label>
      <textarea id={`${id}-description`} rows={3} maxLength={BLOG_DESCRIPTION_MAX} value={draft.description ?? ''} onChange={(event) => set({ description: event.target.value })} />
      <label htmlFor={`${id}-avatar`}>Avatar image</label>
      <input id={`${id}-avatar`} type="file" accept="image/png,image/jpeg,image/gif" onChange={(event) => void pick('avatar_url')(event.target.files)} />
      <label htmlFor={`${id}-header`}>Header image</label>
      <input id={`${id}-header`} type="file" accept="image/png,image/jpeg,image/gif" onChange={(event) => void pick('header_image')(event.target.files)} />
      <label htmlFor={`${id}-font`}>Title font</label>
      <select id={`${id}-font`} value={draft.title_font} onChange={(event) => set({ title_font: event.target.value })}>
        {BLOG_FONTS.map((font) => (
          <option key={font}>{font}</option>
        ))}
      </select>
      <label htmlFor={`${id}-weight`}>Title weight</label>
      <select id={`${id}-weight`} value={draft.title_font_weight} onChange={(event) => set({ title_font_weight: event.target.value as 'bold' | 'regular' })}>
        <option value="bold">Bold</option>
        <option value="regular">Regular</option>
      </select>
      <label htmlFor={`${id}-title-color`}>Title colour</label>
      <input id={`${id}-title-color`} type="color" value={draft.title_color} onChange={(event) => set({ title_color: event.target.value })} />
      <label htmlFor={`${id}-background`}>Background colour</label>
      <input id={`${id}-background`} type="color" value={draft.background_color} onChange={(event) => set({ background_color: event.target.value })} />
      <label htmlFor={`${id}-link`}>Link colour</label>
      <input id={`${id}-link`} type="color" value={draft.link_color} onChange={(event) => set({ link_color: event.target.value })} />
      <label htmlFor={`${id}-shape`}>Avatar shape</label>
      <select id={`${id}-shape`} value={draft.avatar_shape} onChange={(event) => set({ avatar_shape: event.target.value as 'circle' | 'square' })}>
        <option value="circle">Circle</option>
        <option value="square">Square</option>
      </select>
      {SWITCHES.map(([key, label]) => (
        <label key={key} className="td-peepr-editor__switch">
          <input type="checkbox" checked={Boolean(draft[key])} onChange={(event) => set({ [key]: event.target.checked })} /> {label}
        </label>
      ))}
      {error && <p role="alert">{error}</p>}
      <div className="td-peepr-editor__buttons">
        <button type="button" className="td-ui-button td-ui-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        {/* aria-disabled, not disabled: a disabled button would drop the focus to the page while saving. */}
        <button type="submit" className="td-ui-button td-ui-button--primary" aria-disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
