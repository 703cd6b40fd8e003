import { useState, type FormEvent } from 'react';
import { api, BLOG_DESCRIPTION_MAX, BLOG_FONTS, BLOG_TITLE_MAX, type BlogHeader } from '@tumbledash/shared';
import { FieldError, fieldErrorId } from '../form/field-error';
import { SaveStatus } from '../form/save-status';
import { SubmitButton } from '../form/submit-button';
import { SwitchField } from '../form/switch-field';
import { TextField } from '../form/text-field';
import { useSave } from '../form/use-save';
import { APPEARANCE_FIELDS, appearanceFieldError } from './appearance-errors';
import { BlogPreview } from './blog-preview';
import { ImageField } from './image-field';
import { changesOf, draftOf, type ThemeDraft } from './theme-draft';

const DESCRIPTION_ID = 'td-settings-description';
const COLORS: [keyof ThemeDraft, string][] = [
  ['title_color', 'Title colour'],
  ['background_color', 'Background colour'],
  ['link_color', 'Link colour'],
];
const SHOWN: [keyof ThemeDraft, string][] = [
  ['show_header_image', 'Show header image'],
  ['header_stretch', 'Stretch header image'],
  ['show_avatar', 'Show avatar'],
  ['show_title', 'Show title'],
  ['show_description', 'Show description'],
];

/** Title, description, avatar, header image and theme params, previewed live, saved together. */
export function AppearanceForm({ name, header, onSaved }: { name: string; header: BlogHeader; onSaved: (header: BlogHeader) => void }) {
  const saved = draftOf(header);
  const [draft, setDraft] = useState<ThemeDraft>(saved);
  const save = useSave();
  const titleError = save.state.status === 'error' ? appearanceFieldError(save.state.error, 'tumblelog.title') : undefined;
  const descriptionError = save.state.status === 'error' ? appearanceFieldError(save.state.error, 'tumblelog.description') : undefined;
  const update = <K extends keyof ThemeDraft>(key: K, value: ThemeDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.busy) return;
    const result = await save.run(() =>
      api.post<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', { tumblelog_name_or_id: name, tumblelog: changesOf(saved, draft) }),
    );
    if (result) {
      onSaved(result.tumblelog);
      setDraft(draftOf(result.tumblelog));
    }
  };

  return (
    <form ref={save.form} className="td-settings__card td-settings__appearance" onSubmit={submit} noValidate>
      <h2>Appearance</h2>
      <BlogPreview name={name} draft={draft} />
      <TextField label="Title" value={draft.title} maxLength={BLOG_TITLE_MAX} onChange={(e) => update('title', e.target.value)} error={titleError} />
      <div className="td-settings__field">
        <label htmlFor={DESCRIPTION_ID}>Description</label>
        <textarea
          id={DESCRIPTION_ID}
          rows={3}
          maxLength={BLOG_DESCRIPTION_MAX}
          value={draft.description}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? fieldErrorId(DESCRIPTION_ID) : undefined}
          onChange={(e) => update('description', e.target.value)}
        />
        <FieldError fieldId={DESCRIPTION_ID} message={descriptionError} />
      </div>
      <ImageField label="Avatar image" onUploaded={(url) => update('avatar_url', url)} />
      <ImageField label="Header image" onUploaded={(url) => update('header_image', url)} />
      <div className="td-settings__field">
        <label htmlFor="td-settings-font">Title font</label>
        <select id="td-settings-font" value={draft.title_font} onChange={(e) => update('title_font', e.target.value)}>
          {BLOG_FONTS.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      </div>
      <SwitchField label="Bold title" checked={draft.title_font_weight === 'bold'} onChange={(on) => update('title_font_weight', on ? 'bold' : 'regular')} />
      <div className="td-settings__colors">
        {COLORS.map(([key, label]) => (
          <div className="td-settings__field" key={key}>
            <label htmlFor={`td-settings-${key}`}>{label}</label>
            <input id={`td-settings-${key}`} type="color" value={String(draft[key])} onChange={(e) => update(key, e.target.value as never)} />
          </div>
        ))}
      </div>
      <fieldset className="td-settings__radios">
        <legend>Avatar shape</legend>
        {(['circle', 'square'] as const).map((shape) => (
          <label key={shape}>
            <input type="radio" name="avatar_shape" value={shape} checked={draft.avatar_shape === shape} onChange={() => update('avatar_shape', shape)} /> {shape === 'circle' ? 'Circle' : 'Square'}
          </label>
        ))}
      </fieldset>
      {SHOWN.map(([key, label]) => (
        <SwitchField key={key} label={label} checked={Boolean(draft[key])} onChange={(on) => update(key, on as never)} />
      ))}
      <SubmitButton inactive={save.busy}>Save appearance</SubmitButton>
      <SaveStatus state={save.state} fields={APPEARANCE_FIELDS} />
    </form>
  );
}
