import { useEffect, useRef, useState } from 'react';
import { api } from '@tumbledash/shared';
import { focusAfterRemoval } from '../form/focus-after-removal';
import { LoadState } from '../form/load-state';
import { SaveStatus } from '../form/save-status';
import { useLoad } from '../form/use-load';
import { useSave } from '../form/use-save';
import { BlogRow } from '../layout/blog-row';
import { blocksUrl, unblockedText, type BlockedBlogs } from './blocked-blogs';

/**
 * The blogs this blog blocks (A§1, A§7.1), each with Unblock (A§7.1 /svc/block/remove; the spec has no confirm
 * for it). The focus stays in the list when a row goes, or comes to the heading when the list is empty.
 */
export function BlockedBlogsList({ name }: { name: string }) {
  const { state, set } = useLoad<BlockedBlogs>(blocksUrl(name));
  const save = useSave();
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The blog whose Unblock button takes the focus after a removal; '' for the heading.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    (buttons.current.get(focusNext) ?? heading.current)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const unblock = async (blocked: string) => {
    if (save.busy || state.status !== 'ready') return;
    const done = await save.run(() => api.post('/svc/block/remove', { tumblelog: name, blocked_tumblelog: blocked }), unblockedText(blocked, name));
    if (!done) return;
    const blogs = state.data.blocked_tumblelogs;
    set({ blocked_tumblelogs: blogs.filter((blog) => blog.name !== blocked) });
    setFocusNext(focusAfterRemoval(blogs.map((blog) => blog.name), blocked) ?? '');
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
                  action={{ label: 'Unblock', onPress: () => void unblock(blog.name), busy: save.busy }}
                  buttons={buttons.current}
                />
              ))}
            </ul>
          </>
        ))}
      <SaveStatus state={save.state} />
    </section>
  );
}
