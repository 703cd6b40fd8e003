import { useRef } from 'react';
import { api } from '@tumbledash/shared';
import { LoadState } from '../form/load-state';
import { SaveStatus } from '../form/save-status';
import { useLoad } from '../form/use-load';
import { useSave } from '../form/use-save';
import { BlogRow } from '../layout/blog-row';
import { keepFocusInBlogList } from '../layout/blog-list-focus';
import { blocksUrl, unblockedText, type BlockedBlogs } from './blocked-blogs';

/**
 * The blogs this blog blocks (A§1, A§7.1), each with Unblock (A§7.1 /svc/block/remove; the spec has no confirm
 * for it). The focus stays in the list when a row goes, or comes to the heading when the list is empty.
 */
export function BlockedBlogsList({ name }: { name: string }) {
  const { state, set } = useLoad<BlockedBlogs>(blocksUrl(name));
  const save = useSave();
  const heading = useRef<HTMLHeadingElement>(null);

  const unblock = async (blocked: string, button: HTMLButtonElement) => {
    if (save.busy || state.status !== 'ready') return;
    const keepFocus = keepFocusInBlogList(button, heading.current);
    const done = await save.run(() => api.post('/svc/block/remove', { tumblelog: name, blocked_tumblelog: blocked }), unblockedText(blocked, name));
    if (!done) return;
    const blogs = state.data.blocked_tumblelogs;
    set({ blocked_tumblelogs: blogs.filter((blog) => blog.name !== blocked) });
    keepFocus();
  };

  return (
    <section className="td-settings__card" aria-labelledby="td-settings-blocked">
      <h2 id="td-settings-blocked" ref={heading} tabIndex={-1}>
        Blocked blogs
      </h2>
      <LoadState state={state} />
      {state.status === 'ready' &&
        (state.data.blocked_tumblelogs.length === 0 ? (
          <p>{name} blocks nobody.</p>
        ) : (
          <>
            <p className="td-settings__hint">A blocked blog can’t follow {name}, subscribe to it, ask it questions or submit posts to it.</p>
            <ul className="td-settings__blogs" aria-label={`Blogs ${name} blocks`}>
              {state.data.blocked_tumblelogs.map((blog) => (
                <BlogRow
                  key={blog.name}
                  blog={blog}
                  action={{ label: 'Unblock', onPress: (button) => void unblock(blog.name, button), busy: save.busy }}
                />
              ))}
            </ul>
          </>
        ))}
      <SaveStatus state={save.state} />
    </section>
  );
}
