import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FIRST_SCREEN_ID, arrivedPicturesPainted, eagerPicturesSettled, removeFirstScreen } from '@tumbledash/shared';
import { AdSlot } from '../ads/ad-slot';
import { NewPostBar } from '../new-post/new-post-bar';
import type { PageRoot } from './page-root';
import { PostRow } from './post-row';
import { loadNextPage } from './timeline-loader';
import { isAtEnd } from './timeline-state';
import { timelineStore } from './timeline-store';
import './timeline.css';

/** Posts shown before the windowed timeline is in: more than a tall phone screen holds. */
const FIRST_ROWS = 3;
/** How long the server's drawing may stay for its picture: on a slow link that arrives long before the code. */
const DRAWN_PICTURE_WAIT_MS = 1000;

interface FirstRowsProps {
  root: PageRoot;
  /** Once the posts are on the screen and their first pictures have loaded: the windowed timeline may come. */
  onShown: () => void;
}

/**
 * The timeline's first posts, in the same boxes as the windowed timeline's rows, for the moment its code is
 * still on the way: the first screen does not wait for windowing (timeline-code.ts).
 */
export function FirstRows({ root, onShown }: FirstRowsProps) {
  const state = useSyncExternalStore(
    timelineStore.subscribe,
    () => timelineStore.get(root.key),
    () => timelineStore.get(root.key),
  );
  // Without posts from the server, the first page is asked for alongside the timeline's code.
  useEffect(() => {
    if (!state.loaded && state.status === 'idle') void loadNextPage(root);
  }, [root, state.loaded, state.status]);
  // The server's drawing gives way once its picture is painted (the rows here are hidden until then), so the
  // page's largest paint is the drawing's, not the same picture painted again later by these rows; then, once
  // their own first pictures are in, the windowed timeline may come.
  const feedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const feed = feedRef.current;
    if (!state.loaded || !feed) return;
    let live = true;
    const drawn = document.getElementById(FIRST_SCREEN_ID);
    void (drawn ? eagerPicturesSettled(drawn, DRAWN_PICTURE_WAIT_MS).then(() => arrivedPicturesPainted(drawn)) : Promise.resolve())
      .then(() => {
        if (live) removeFirstScreen();
        return eagerPicturesSettled(feed);
      })
      .then(() => {
        if (live) onShown();
      });
    return () => {
      live = false;
    };
  }, [state.loaded, onShown]);
  const setSize = isAtEnd(state) ? state.posts.length : -1;

  return (
    <section className="td-dash-timeline" aria-label={root.label}>
      <AdSlot placement="side" />
      <div>{root.kind === 'dashboard' && <NewPostBar />}</div>
      <div ref={feedRef} role="feed" aria-label={root.label} aria-busy={state.status === 'loading'} className="td-dash-timeline__list">
        {state.posts.slice(0, FIRST_ROWS).map((post, index) => (
          <div key={post.id} data-index={index} className="td-dash-timeline__row td-dash-timeline__row--in-flow">
            <PostRow post={post} index={index} setSize={setSize} root={root} />
          </div>
        ))}
      </div>
    </section>
  );
}
