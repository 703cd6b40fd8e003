import { useEffect, useSyncExternalStore } from 'react';
import { AdSlot } from '../ads/ad-slot';
import { NewPostBar } from '../new-post/new-post-bar';
import { FirstScreenHandover } from './first-screen-handover';
import type { PageRoot } from './page-root';
import { PostRow } from './post-row';
import { loadNextPage } from './timeline-loader';
import { isAtEnd } from './timeline-state';
import { timelineStore } from './timeline-store';
import './timeline.css';

/** Posts shown before the windowed timeline is in: more than a tall phone screen holds. */
const FIRST_ROWS = 3;

/**
 * The timeline's first posts, in the same boxes as the windowed timeline's rows, for the moment its code is
 * still on the way: the first screen does not wait for windowing (timeline-code.ts).
 */
export function FirstRows({ root }: { root: PageRoot }) {
  const state = useSyncExternalStore(
    timelineStore.subscribe,
    () => timelineStore.get(root.key),
    () => timelineStore.get(root.key),
  );
  // Without posts from the server, the first page is asked for alongside the timeline's code.
  useEffect(() => {
    if (!state.loaded && state.status === 'idle') void loadNextPage(root);
  }, [root, state.loaded, state.status]);
  const setSize = isAtEnd(state) ? state.posts.length : -1;

  return (
    <section className="td-dash-timeline" aria-label={root.label}>
      <FirstScreenHandover postsShown={state.loaded} />
      <AdSlot placement="side" />
      <div>{root.kind === 'dashboard' && <NewPostBar />}</div>
      <div role="feed" aria-label={root.label} aria-busy={state.status === 'loading'} className="td-dash-timeline__list">
        {state.posts.slice(0, FIRST_ROWS).map((post, index) => (
          <div key={post.id} data-index={index} className="td-dash-timeline__row td-dash-timeline__row--in-flow">
            <PostRow post={post} index={index} setSize={setSize} root={root} />
          </div>
        ))}
      </div>
    </section>
  );
}
