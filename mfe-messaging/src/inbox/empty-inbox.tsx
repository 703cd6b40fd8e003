import type { Participant } from '@tumbledash/shared';
import { useController } from '../store/messaging-context';
import { emptyStatePath, newConversationPath } from '../util/conversation-route';
import { BlogRow } from './blog-link';
import { GRID_COLUMNS } from './inbox-rules';

/** "Talk to a blog" with an avatar grid, 4 per row; the new variant lists "Recently Followed" blogs. */
export function EmptyInbox({ blogs, newVariant }: { blogs: Participant[]; newVariant: boolean }) {
  const controller = useController();
  const pickBlog = (blog: Participant) => void controller.openWithBlog(blog);
  const candidates = blogs.filter((blog) => blog.can_receive_messages);
  if (newVariant) {
    return (
      <section className="td-msg-empty" aria-labelledby="td-msg-empty-title">
        <h3 id="td-msg-empty-title">Recently Followed</h3>
        <ul className="td-msg-recipients__list">
          {candidates.map((blog) => (
            <li key={blog.uuid}>
              <BlogRow blog={blog} href={newConversationPath(blog.name)} onPick={pickBlog} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="td-msg-empty" aria-labelledby="td-msg-empty-title">
      <h3 id="td-msg-empty-title">Talk to a blog</h3>
      <ul className="td-msg-empty__grid" style={{ gridTemplateColumns: `repeat(${GRID_COLUMNS}, 1fr)` }}>
        {candidates.map((blog) => (
          <li key={blog.uuid}>
            <BlogRow blog={blog} href={emptyStatePath(blog.name)} onPick={pickBlog} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
