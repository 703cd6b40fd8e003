import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Spinner, useSession } from '@tumbledash/shared';
import type { ConversationView } from '../store/messaging-state';
import { useController, useMessaging } from '../store/messaging-context';
import { badgeText } from '../unread/unread';
import { otherParticipants } from '../window-state/window-state';
import { formatTsHeader, groupMessages } from './grouping';
import { Icebreaker } from './icebreaker';
import { MessageItem, type MessageContext } from './message-item';
import { safeModeApplies } from './post-reference-rules';
import { threadItems } from './thread-items';

/** B§9: infinite scroll 50 px; "at the bottom" for the pill within 80 px. */
const OLDER_THRESHOLD_PX = 50;
const BOTTOM_THRESHOLD_PX = 80;

export function MessageList({ view }: { view: ConversationView }) {
  const controller = useController();
  const { user, flags } = useSession();
  const outgoing = useMessaging((state) => state.outbox.entries.filter((entry) => entry.key === view.key));
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  /** Scroll height before older messages came in, to keep the view where it was. */
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const lastItemId = useRef<string | null>(null);

  const items = useMemo(() => threadItems(view.messages, outgoing), [view.messages, outgoing]);
  const grouped = useMemo(() => groupMessages(items), [items]);
  const now = Date.now();

  const atBottom = useRef(view.atBottom);
  atBottom.current = view.atBottom;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const anchor = beforeOlder.current;
    if (anchor) {
      element.scrollTop = element.scrollHeight - anchor.height + anchor.top;
      beforeOlder.current = null;
      return;
    }
    const last = items[items.length - 1];
    const lastId = last?.id ?? null;
    const firstRender = lastItemId.current === null;
    const ownNew = lastId !== lastItemId.current && last?.kind === 'outgoing';
    lastItemId.current = lastId;
    if (firstRender || ownNew || atBottom.current) element.scrollTop = element.scrollHeight;
  }, [items]);

  useEffect(() => {
    // Stay on the newest message when the list shrinks (a banner, the image preview) or its content grows
    // (a picture whose size was not known loads, an older page's spinner goes) while the reader is at the bottom.
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const context: MessageContext = {
    me: view.participantUuid,
    participants: view.participants,
    blurred: view.is_blurred_images && !view.unblurred,
    safeMode: safeModeApplies(flags.safe_mode, user?.safe_mode),
    imageUrl: (entry) => controller.outbox.imageUrl(entry),
    onReveal: () => controller.unblur(view.key),
    onRetry: (clientId) => controller.retrySend(clientId),
    onDiscard: (clientId) => controller.discardSend(clientId),
    isOwnBlog: (uuid) => controller.isOwnBlog(uuid),
    onBlock: (sender) => void controller.blockParticipant(view.key, sender),
    onReport: () => void controller.markSpam(view.key, 'message'),
    onDelete: (ts) => controller.deleteMessage(view.key, ts),
  };
  const other = otherParticipants(view.participants, view.participantUuid)[0];
  const pill = badgeText(view.newCount);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    controller.setAtBottom(view.key, distance <= BOTTOM_THRESHOLD_PX);
    if (element.scrollTop < OLDER_THRESHOLD_PX && view.previous && !view.loadingOlder) {
      beforeOlder.current = { height: element.scrollHeight, top: element.scrollTop };
      void controller.loadOlder(view.key);
    }
  };

  return (
    <div className="td-msg-list-wrap">
      <div ref={scroller} className="td-msg-list" onScroll={onScroll} role="log" aria-label="Messages" tabIndex={0}>
        <div ref={content} className="td-msg-list__content">
          {view.loadingOlder && <Spinner label="Loading older messages" />}
          {view.oldestLoaded && other && <Icebreaker participant={other} />}
          {grouped.map(({ item, tsHeader, isCollapsed }) => (
            <Fragment key={item.id}>
              {tsHeader && (
                <p className="td-msg-ts-header">
                  <time dateTime={new Date(item.time).toISOString()}>{formatTsHeader(item.time, now)}</time>
                </p>
              )}
              <MessageItem item={item} collapsed={isCollapsed} context={context} />
            </Fragment>
          ))}
        </div>
      </div>
      {pill && !view.atBottom && (
        <button
          type="button"
          className="td-msg-pill"
          onClick={async () => {
            await controller.fetchNew(view.key);
            const element = scroller.current;
            element?.scrollTo?.({ top: element.scrollHeight, behavior: 'smooth' });
          }}
        >
          {pill} new {view.newCount === 1 ? 'message' : 'messages'}
        </button>
      )}
    </div>
  );
}
