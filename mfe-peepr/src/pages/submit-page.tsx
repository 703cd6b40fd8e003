import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { bus, POST_TYPE_LABELS, POST_TYPES, useSession, type CreatablePostType } from '@tumbledash/shared';
import { usePageTitle } from '@tumbledash/shared/use-page-title';
import { useBlogHeader } from './use-header';
import { MissingBlog } from '../blog/missing-blog';

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
  const opening = useRef(false);

  // The form tells when it goes: saved means the submission was taken.
  useEffect(() => {
    const closed = bus.on('post-form:closed').subscribe(({ saved }) => {
      if (!opening.current) return;
      opening.current = false;
      setOpen(null);
      if (saved) setSent(true);
    });
    return () => closed.unsubscribe();
  }, []);

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
    opening.current = true;
    setOpen(type);
    setSent(false);
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
          {sent && <p role="status">Thanks! Your submission is waiting for {blogName} to approve it.</p>}
          <div id={SUBMIT_FORM_ID} className="td-peepr-submit__form" />
          {open === null && (
            <section aria-label="Post type to submit">
              <p>{sent ? 'Submit another post:' : 'What would you like to submit?'}</p>
              <ul className="td-peepr-submit__types">
                {POST_TYPES.map((type) => (
                  <li key={type}>
                    <button type="button" aria-label={`Submit a ${type} post`} onClick={(event) => start(type, event)}>
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
