import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Spinner, type DashboardPost } from '@tumbledash/shared';
import { LIST_END_TEXT } from '@tumbledash/shared/texts';
import { nearEnd, throttle } from './autopager';
import { loadPostCard, type PostCardProps } from './post-card-loader';
import { useFocusAfterLeaving } from './use-focus-after-leaving';

interface PostListProps {
  posts: DashboardPost[];
  loading: boolean;
  done: boolean;
  error: string | null;
  onMore: () => void;
  onRetry: () => void;
  /** The element that scrolls (the drawer's panel); the window when absent. */
  scroller: () => HTMLElement | null;
  /** Autopaging is off (B§4: after a safe-mode bypass). */
  autopage: boolean;
  inViewer: boolean;
  search: boolean;
  label: string;
  /** Says so under the last post once every page is loaded (not for a single post's page). */
  showEnd: boolean;
  /** Called once the first posts are drawn (or the cards cannot be, or there are none), before that paint. */
  onShown?: () => void;
}

/** The blog's posts as the dashboard's cards, paged by the autopager (B§9). */
export function PostList({ posts, loading, done, error, onMore, onRetry, scroller, autopage, inViewer, search, label, showEnd, onShown }: PostListProps) {
  const [Card, setCard] = useState<ComponentType<PostCardProps> | null>(null);
  const [cardError, setCardError] = useState(false);
  /** Bumped by Retry: the dashboard's card is fetched again. */
  const [cardAttempt, setCardAttempt] = useState(0);
  const more = useRef(onMore);
  const state = useRef({ loading, done, autopage, error });
  const feed = useRef<HTMLDivElement>(null);
  useFocusAfterLeaving(posts, feed);
  useEffect(() => {
    more.current = onMore;
    state.current = { loading, done, autopage, error };
  });

  useEffect(() => {
    let alive = true;
    loadPostCard().then(
      // The cards of a whole page render in slices rather than in one long task (issue 14).
      (component) => alive && startTransition(() => setCard(() => component)),
      (failure: unknown) => {
        console.error('ajax-error', failure);
        if (alive) setCardError(true);
      },
    );
    return () => {
      alive = false;
    };
  }, [cardAttempt]);

  const shown = cardError || error !== null || (Card !== null && (posts.length > 0 || done));
  useLayoutEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  useEffect(() => {
    const element = scroller();
    const target: HTMLElement | Window = element ?? window;
    const check = throttle(() => {
      const { loading: busy, done: finished, autopage: on, error: failed } = state.current;
      if (busy || finished || !on || failed) return;
      const top = element ? element.scrollTop : window.scrollY;
      const height = element ? element.clientHeight : window.innerHeight;
      const content = element ? element.scrollHeight : document.documentElement.scrollHeight;
      if (nearEnd(top, height, content)) more.current();
    });
    target.addEventListener('scroll', check.call, { passive: true });
    // A first page shorter than the view asks for the next at once.
    check.call();
    return () => {
      target.removeEventListener('scroll', check.call);
      check.cancel();
    };
  }, [scroller, posts.length, loading]);

  if (cardError) {
    return (
      <p className="td-peepr-error" role="alert">
        Something went screwy.{' '}
        <button
          type="button"
          onClick={() => {
            setCardError(false);
            setCardAttempt((count) => count + 1);
          }}
        >
          Retry
        </button>
      </p>
    );
  }
  return (
    <div className="td-peepr-posts">
      <div ref={feed} role={posts.length > 0 ? 'feed' : undefined} aria-label={posts.length > 0 ? label : undefined} aria-busy={loading}>
        {Card &&
          posts.map((post, index) => (
            <Card key={post.id} post={post} inViewer={inViewer} viewerSearch={search} page="blog" feedPosition={{ index, setSize: done ? posts.length : -1 }} />
          ))}
      </div>
      {(loading || !Card) && <Spinner label="Loading posts" size="large" className="td-peepr-loader" />}
      {error && (
        <p className="td-peepr-error" role="alert">
          {error}{' '}
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        </p>
      )}
      {showEnd && Card && done && !loading && posts.length > 0 && <p className="td-peepr-empty">{LIST_END_TEXT}</p>}
      {!autopage && !done && !loading && !error && (
        <button type="button" className="td-peepr-more" onClick={onMore}>
          More posts
        </button>
      )}
    </div>
  );
}
