import { useId, useState, type FormEvent } from 'react';
import { api, toApiError, useSession } from '@tumbledash/shared';
import { useBlogHeader } from './use-header';

type SubmitType = 'text' | 'quote' | 'link';

/** /blog/{name}/submit (opened in a new tab): a post sent to the blog's inbox for its owner to approve or deny. */
export function SubmitPage({ blogName }: { blogName: string }) {
  const { user } = useSession();
  const { blog, missing } = useBlogHeader(blogName);
  const id = useId();
  const [type, setType] = useState<SubmitType>('text');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [url, setUrl] = useState('');
  const [tags, setTags] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  if (missing) return <p className="td-peepr-page">There's nothing here.</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    const tagList = tags.split(',').map((tag) => tag.trim()).filter(Boolean);
    const content =
      type === 'quote' ? { quote: body, source: title } : type === 'link' ? { url, title, body } : { title, body: body ? `<p>${body.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n+/g, '</p><p>')}</p>` : '' };
    try {
      await api.post('/svc/post/submit', { recipient: blogName, type, ...content, tags: tagList });
      setSent(true);
    } catch (failure) {
      setError(toApiError(failure).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="td-peepr-page td-peepr-form-page">
      <h1>Submit a post to {blogName}</h1>
      {!blog ? null : !blog.submissions ? (
        <p>{blogName} is not taking submissions.</p>
      ) : !user ? (
        <p>
          <a href="/login">Log in</a> to submit a post.
        </p>
      ) : sent ? (
        <p role="status">Thanks! Your submission is waiting for {blogName} to approve it.</p>
      ) : (
        <form onSubmit={submit} className="td-peepr-submit">
          <fieldset>
            <legend>Post type</legend>
            {(['text', 'quote', 'link'] as const).map((option) => (
              <label key={option}>
                <input type="radio" name={`${id}-type`} checked={type === option} onChange={() => setType(option)} /> {option[0]!.toUpperCase() + option.slice(1)}
              </label>
            ))}
          </fieldset>
          {type === 'link' && (
            <>
              <label htmlFor={`${id}-url`}>Link</label>
              <input id={`${id}-url`} type="url" value={url} onChange={(event) => setUrl(event.target.value)} required />
            </>
          )}
          <label htmlFor={`${id}-title`}>{type === 'quote' ? 'Source' : 'Title'}</label>
          <input id={`${id}-title`} value={title} onChange={(event) => setTitle(event.target.value)} />
          <label htmlFor={`${id}-body`}>{type === 'quote' ? 'Quote' : type === 'link' ? 'Description' : 'Text'}</label>
          <textarea id={`${id}-body`} rows={6} value={body} onChange={(event) => setBody(event.target.value)} />
          <label htmlFor={`${id}-tags`}>Tags (separated by commas)</label>
          <input id={`${id}-tags`} value={tags} onChange={(event) => setTags(event.target.value)} />
          {error && <p role="alert">{error}</p>}
          <button type="submit" disabled={saving}>
            {saving ? 'Submitting…' : 'Submit'}
          </button>
        </form>
      )}
    </div>
  );
}
