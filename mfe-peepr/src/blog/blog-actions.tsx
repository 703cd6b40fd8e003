import { useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { bus, Popover, useSession, type BlogHeader } from '@tumbledash/shared';
import { AskDialog } from '../ask/ask-dialog';

/** B§2 "Message and ask popover": Send a message, Ask a question, Submit — only what the blog allows. */
export function BlogActions({ blog }: { blog: BlogHeader }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const canMessage = blog.can_receive_messages && user !== null && !blog.is_member;
  const canAsk = blog.asks && !blog.is_member;
  const canSubmit = blog.submissions && !blog.is_member;
  if (!canMessage && !canAsk && !canSubmit) return null;

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <>
      <button ref={button} type="button" className="td-peepr-actions" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        Message, ask or submit
      </button>
      {open && button.current && (
        <Popover anchor={button.current} onClose={() => setOpen(false)} role="menu" label={`Contact ${blog.name}`} autoFocus>
          <div className="td-peepr-menu">
            {canMessage && (
              <button type="button" role="menuitem" onClick={choose(() => bus.emit('messaging:open', { blogName: blog.name }))}>
                Send a message
              </button>
            )}
            {canAsk && (
              <button type="button" role="menuitem" onClick={choose(() => (user ? setAsking(true) : navigateToUrl(`/blog/${blog.name}/ask`)))}>
                Ask a question
              </button>
            )}
            {canSubmit && (
              <button type="button" role="menuitem" onClick={choose(() => window.open(`/blog/${blog.name}/submit`, '_blank', 'noopener'))}>
                Submit
              </button>
            )}
          </div>
        </Popover>
      )}
      {asking && <AskDialog blog={blog} onClose={() => setAsking(false)} />}
    </>
  );
}
