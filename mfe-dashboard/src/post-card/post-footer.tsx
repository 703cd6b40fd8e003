import { Suspense, useEffect, useEffectEvent, useId, useRef, useState, type RefObject } from 'react';
import { Spinner, bus, useSession, type DashboardPost } from '@tumbledash/shared';
import { AnswerForm } from '../actions/answer-form';
import { DraftActions } from '../actions/draft-actions';
import { LikeButton } from '../actions/like-button';
import { fastReblog, toggleLike, type ActionContext } from '../actions/post-actions';
import { ReblogButton } from '../actions/reblog-button';
import { ReplyForm } from '../actions/reply-form';
import { SubmissionActions } from '../actions/submission-actions';
import { registerCardCommands } from '../keyboard/card-commands';
import type { PageRootKind } from '../timeline/page-root';
import { formatNotes } from './format';
import { retryableLazy } from '../on-first-use/retryable-lazy';
import { inboxKind, isEngageable } from './post-state';
import { ReplyIcon, ShareIcon } from './icons';

// Opened by a click: its code loads then, not with every card.
const NotesList = retryableLazy(() => import('../notes/notes-list').then((module) => module.NotesList), 'The notes');

interface PostFooterProps {
  post: DashboardPost;
  context: () => ActionContext;
  /** The list the card is shown in: drafts and inbox cards get their own actions. */
  page: PageRootKind | undefined;
  cardRef: RefObject<HTMLElement | null>;
}

/** Notes count (a toggle for the notes list) and the post's actions. */
export function PostFooter({ post, context, page, cardRef }: PostFooterProps) {
  const { user } = useSession();
  const notesId = useId();
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const shareButtonRef = useRef<HTMLButtonElement>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const [replyOpen, setReplyOpen] = useState(false);
  const signedIn = user !== null;
  const inbox = page === 'inbox' ? inboxKind(post) : null;
  const draft = page === 'drafts' && post.state === 'draft';
  // Drafts and the inbox's asks and submissions have their own actions; queued posts none until they are out.
  const social = !draft && inbox === null && isEngageable(post);

  // The button itself, not its box of the moment: the popover follows it when the page scrolls (A§4.8).
  const share = () => {
    const button = shareButtonRef.current;
    if (button) bus.emit('share:open', { post, anchor: button });
  };

  // The j/k/l/r/s keys act on the card through these (A§2.9 source read at the moment of the key press).
  const keyLike = useEffectEvent(() => {
    if (signedIn && social) void toggleLike(post, context(), 'keyboard');
  });
  const keyReblog = useEffectEvent(() => {
    if (signedIn && social) void fastReblog(post, context());
  });
  const keyShare = useEffectEvent(() => share());
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    return registerCardCommands(card, { like: () => keyLike(), reblog: () => keyReblog(), share: () => keyShare() });
  }, [cardRef]);

  const closeReply = () => {
    setReplyOpen(false);
    replyButtonRef.current?.focus();
  };

  const actions = draft ? (
    <DraftActions post={post} />
  ) : inbox === 'submission' ? (
    <SubmissionActions post={post} />
  ) : social ? (
    <>
      <button ref={shareButtonRef} type="button" className="td-dash-post__action" aria-label="Share" title="Share" onClick={share}>
        <ShareIcon />
      </button>
      {signedIn && (
        <>
          <button
            ref={replyButtonRef}
            type="button"
            className="td-dash-post__action"
            aria-label="Reply"
            title="Reply"
            aria-expanded={replyOpen}
            onClick={() => setReplyOpen((open) => !open)}
          >
            <ReplyIcon />
          </button>
          <ReblogButton post={post} context={context} />
          <LikeButton post={post} context={context} />
        </>
      )}
    </>
  ) : null;

  return (
    <>
      {inbox === 'ask' && <AnswerForm post={post} />}
      {/* Nothing to show (an ask, a queued post without notes): no empty footer. */}
      {(actions !== null || post.note_count > 0) && (
        <footer className="td-dash-post__footer">
          {post.note_count > 0 && (
            <button
              type="button"
              className="td-dash-post__notes"
              aria-expanded={notesOpen}
              aria-controls={notesOpen ? notesId : undefined}
              onClick={() => setNotesOpen((open) => !open)}
            >
              {formatNotes(post.note_count)}
            </button>
          )}
          <div className="td-dash-post__actions">{actions}</div>
        </footer>
      )}
      {replyOpen && <ReplyForm post={post} context={context} onClose={closeReply} />}
      {notesOpen && (
        <Suspense fallback={<Spinner label="Loading notes" />}>
          <NotesList postId={post.id} id={notesId} />
        </Suspense>
      )}
    </>
  );
}
