import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { bus, POST_TYPE_LABELS, POST_TYPES, useSession, type CreatablePostType } from '@tumbledash/shared';
import { usePageTitle } from '@tumbledash/shared/use-page-title';
import { useBlogHeader } from './use-header';
import { MissingBlog } from '../blog/missing-blog';
import { submitTypeLabel } from '@tumbledash/shared/texts';

/** Id of the element the post form is rendered into (compose takes it from `compose:open`). */
export const SUBMIT_FORM_ID = 'td-peepr-submit-form';

/**
 * /blog/{name}/submit (opened in a new tab): the post form of spec A, every type, posting into the blog's
 * submissions (B§2 Submit); its owner approves or denies the post from the inbox.
 */
export function SubmitPage({ blogName }: { blogName: string }) {
  const { user } = useSession();
  const { blog, missing } = useBlogHeader(blogName);
  usePageTitle(missing ? 'Not found' : `Submit a post to ${blogName}`);
  const [open, setOpen] = useState<CreatablePostType | null>(null);
  const [sent, setSent] = useState(false);
  /** What takes the focus once the form has gone: the type's button that opened it is gone with it. */
  const [after, setAfter] = useState<CreatablePostType | 'thanks' | null>(null);
  const opening = useRef<CreatablePostType | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const types = useRef<HTMLUListElement>(null);

  // The form tells once it has left its place (bus 1.2.0): saved means the submission was taken.
  useEffect(() => {
    const closed = bus.on('post-form:closed').subscribe(({ saved }) => {
      const type = opening.current;
      if (!type) return;
      opening.current = null;
      setOpen(null);
      if (saved) setSent(true);
      setAfter(saved ? 'thanks' : type);
    });
    return () => closed.unsubscribe();
  }, []);

  // Sent: the thanks, read out as it takes the focus; closed unsent: the type's button again — shown once the form
  // has gone. Unless the focus is somewhere already (the form could give it back to nothing: its opener went with it).
  useEffect(() => {
    if (!after) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (after === 'thanks') thanks.current?.focus();
    else types.current?.querySelector<HTMLButtonElement>(`button[aria-label="${submitTypeLabel(after)}"]`)?.focus();
  }, [after]);

  if (missing) {
    return (
      <div className="td-peepr-page">
        <MissingBlog blogName={blogName} level="h1" linkBack />
      </div>
    );
  }

  const start = (type: CreatablePostType, event: MouseEvent<HTMLButtonElement>) => {
    // Some browsers do not focus a clicked button; the form returns focus to what had it when it opened.
    event.currentTarget.focus();
    opening.current = type;
    setOpen(type);
    setSent(false);
    setAfter(null);
    bus.emit('compose:open', { mode: 'new', type, inline: SUBMIT_FORM_ID, submitTo: blogName });
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
      ) : (
        <>
          {sent && (
            <p ref={thanks} role="status" tabIndex={-1}>
              Thanks! Your submission is waiting for {blogName} to approve it.
            </p>
          )}
          <div id={SUBMIT_FORM_ID} className="td-peepr-submit__form" />
          {open === null && (
            <section aria-label="Post type to submit">
              <p>{sent ? 'Submit another post:' : 'What would you like to submit?'}</p>
              <ul ref={types} className="td-peepr-submit__types">
                {POST_TYPES.map((type) => (
                  <li key={type}>
                    <button type="button" aria-label={submitTypeLabel(type)} onClick={(event) => start(type, event)}>
                      {POST_TYPE_LABELS[type]}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
