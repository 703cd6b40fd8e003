import { Spinner } from '@tumbledash/shared';
import { useController, useMessaging } from '../store/messaging-context';
import { EMPTY_INBOX } from '../store/messaging-state';
import { newConversationPath } from '../util/conversation-route';
import { useBatchRender } from '../util/use-batch-render';
import { useDelayed } from '../util/use-delayed';
import { BlogRow } from './blog-link';
import { ConversationRow } from './conversation-row';
import { EmptyInbox } from './empty-inbox';
import { FAVORITES_COUNT, freshSuggestions, shouldAppendSuggestions } from './inbox-rules';

/** B§9: infinite scroll threshold. */
const SCROLL_THRESHOLD_PX = 50;

/** Conversations newest first, with infinite scroll and suggestions under a short list. */
export function ConversationList() {
  const controller = useController();
  const { blogUuid, list, suggestions, counts, appendLimit, newVariant } = useMessaging((state) => ({
    blogUuid: state.blogUuid,
    list: (state.blogUuid && state.inbox[state.blogUuid]) || EMPTY_INBOX,
    suggestions: state.blogUuid ? state.suggestions[state.blogUuid] : undefined,
    counts: state.blogUuid ? state.counts[state.blogUuid] : undefined,
    appendLimit: state.config.append_favorites_to_inbox_limit,
    newVariant: state.config.is_new_empty_inbox_enabled,
  }));
  const showLoader = useDelayed(list.loading);
  const shown = useBatchRender(list.conversations.length);
  if (!blogUuid) return null;

  if (list.error && list.conversations.length === 0) {
    return (
      <div className="td-msg-inbox__message" role="alert">
        <p>{list.error}</p>
        <button type="button" className="td-msg-button" onClick={() => void controller.loadInbox(blogUuid)}>
          Retry
        </button>
      </div>
    );
  }
  if (list.conversations.length === 0) {
    if (!list.loaded) return <div className="td-msg-inbox__message">{showLoader && <Spinner label="Loading conversations" />}</div>;
    return <EmptyInbox blogs={suggestions ?? []} newVariant={newVariant} />;
  }

  const extra =
    list.loaded && shouldAppendSuggestions(list.conversations.length, list.hasMore, appendLimit)
      ? freshSuggestions(suggestions ?? [], list.conversations, blogUuid).slice(0, FAVORITES_COUNT)
      : [];

  return (
    <div
      className="td-msg-inbox__scroller"
      onScroll={(event) => {
        const element = event.currentTarget;
        // Only once every loaded conversation is on screen: the rest of a page is still coming in batches.
        if (shown === list.conversations.length && element.scrollHeight - element.scrollTop - element.clientHeight < SCROLL_THRESHOLD_PX) {
          void controller.loadInbox(blogUuid, true);
        }
      }}
    >
      <ul className="td-msg-inbox__list" aria-label="Conversations">
        {list.conversations.slice(0, shown).map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} blogUuid={blogUuid} unread={counts?.[conversation.id] ?? 0} />
          </li>
        ))}
      </ul>
      {showLoader && <Spinner label="Loading more conversations" />}
      {extra.length > 0 && (
        <section className="td-msg-inbox__suggestions" aria-labelledby="td-msg-more-blogs">
          <h3 id="td-msg-more-blogs">{newVariant ? 'Recently Followed' : 'More blogs to talk to'}</h3>
          <ul className="td-msg-recipients__list">
            {extra.map((blog) => (
              <li key={blog.uuid}>
                <BlogRow blog={blog} href={newConversationPath(blog.name)} onPick={(picked) => void controller.openWithBlog(picked)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
