import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, bus, useSession, type BlogHeader, type BlogViewerPosts, type DashboardPost, type NsfwPostFields } from '@tumbledash/shared';
import { followPostChanges, offsetAfterRemoving } from '../posts/post-changes';
import { headerFromPosts, takePreloadedBlogHeader, takePreloadedBlogPage } from './preloaded-page';
import { isSafeModeBypassed } from './safe-mode-bypass';

/** B§9 "Page size 10 (1 for a single post)". */
export const PAGE_SIZE = 10;

export interface BlogPosts {
  blog: BlogHeader | null;
  posts: DashboardPost[];
  loading: boolean;
  done: boolean;
  error: string | null;
  /** 404: no such blog (or one the viewer may not see). */
  missing: boolean;
  /** 404 for the asked post of a blog that is there (its header is in `blog`). */
  postMissing: boolean;
  more: () => void;
  setBlog: (blog: BlogHeader) => void;
}

/**
 * The blog and its posts, a page at a time; fully fetched once a page comes back short (B§4 "Peepr posts").
 * The full page (`usePreloaded`) starts from the first page and the header the server wrote into it, shown
 * at once (issue 14), and asks for the header only when it was not there; a blog whose safe mode was lifted
 * asks as before (the page was blurred).
 */
export function useBlogPosts(blogName: string, postId: string | undefined, usePreloaded = false): BlogPosts {
  const { channels } = useSession();
  const [first] = useState(() => (usePreloaded && !postId && !isSafeModeBypassed(blogName) ? takePreloadedBlogPage(blogName) : null));
  const [preloadedHeader] = useState(() => (first ? takePreloadedBlogHeader(blogName) : null));
  const [blog, setBlog] = useState<BlogHeader | null>(() => preloadedHeader ?? (first ? headerFromPosts(blogName, first.posts, channels) : null));
  const [posts, setPosts] = useState<DashboardPost[]>(() => first?.posts ?? []);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(() => (first ? first.posts.length < PAGE_SIZE : false));
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [postMissing, setPostMissing] = useState(false);
  const busy = useRef(false);
  const offset = useRef(first?.posts.length ?? 0);
  const startedFromPreloaded = useRef(first !== null);
  const latestPosts = useRef(posts);
  useEffect(() => {
    latestPosts.current = posts;
  });

  const more = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    const limit = postId ? 1 : PAGE_SIZE;
    api
      .get<BlogViewerPosts>('/svc/indash_blog/posts', {
        params: { tumblelog_name_or_id: blogName, post_id: postId ?? 'null', limit, offset: offset.current, should_bypass_safemode: isSafeModeBypassed(blogName) },
      })
      .then((page) => {
        offset.current += page.posts.length;
        setBlog(page.tumblelog);
        setPosts((shown) => [...shown, ...page.posts.filter((post) => !shown.some((old) => old.id === post.id))]);
        setDone(Boolean(postId) || page.posts.length < limit);
      })
      .catch(async (failure: unknown) => {
        console.error('ajax-error', failure);
        if (!(failure instanceof ApiError && failure.status === 404)) {
          // B§8 "Peepr sync error": logged, with a quiet retry line.
          setError('Something went screwy.');
          return;
        }
        if (!postId) {
          setMissing(true);
          return;
        }
        // The answer is the same 404 for a missing blog and for a missing post of a blog that is there.
        try {
          const answer = await api.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', { params: { tumblelog_name_or_id: blogName } });
          setBlog(answer.tumblelog);
          setPostMissing(true);
          setDone(true);
        } catch (headerFailure) {
          if (headerFailure instanceof ApiError && headerFailure.status === 404) setMissing(true);
          else setError('Something went screwy.');
        }
      })
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [blogName, postId]);

  useEffect(() => {
    if (startedFromPreloaded.current) {
      startedFromPreloaded.current = false;
      if (preloadedHeader) return;
      // Posts are shown already: the header as this viewer sees it (and a 404 for a blog they may not see).
      api
        .get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', { params: { tumblelog_name_or_id: blogName } })
        .then((answer) => setBlog(answer.tumblelog))
        .catch((failure: unknown) => {
          if (failure instanceof ApiError && failure.status === 404) setMissing(true);
          else setError('Something went screwy.');
          console.error('ajax-error', failure);
        });
      return;
    }
    offset.current = 0;
    more();
  }, [more, blogName, preloadedHeader]);

  // Follow state in step with every card on the page (B§4 Follow).
  useEffect(() => {
    const subscription = bus.on('blog:follow-changed').subscribe(({ blogName: changed, following }) => {
      setBlog((current) => (current && current.name === changed ? { ...current, following } : current));
    });
    // An edit made here (a draft now, queued, scheduled) or a deletion shows at once, as a reload would show it.
    const stopChanges = followPostChanges(Boolean(postId), (change) => {
      offset.current = offsetAfterRemoving(offset.current, latestPosts.current.length - change(latestPosts.current).length);
      setPosts(change);
    });
    // Safe mode lifted for a blog: its posts shown so far are no longer blurred either.
    const lifted = bus.on('safe-mode:bypassed').subscribe(({ blogName: liftedBlog }) =>
      setPosts((shown) =>
        shown.map((post) => {
          if (post.tumblelog !== liftedBlog || !(post as NsfwPostFields).safe_mode_blurred) return post;
          const { safe_mode_blurred: _blurred, ...rest } = post as DashboardPost & NsfwPostFields;
          return rest;
        }),
      ),
    );
    return () => {
      subscription.unsubscribe();
      stopChanges();
      lifted.unsubscribe();
    };
  }, [postId]);

  return { blog, posts, loading, done, error, missing, postMissing, more, setBlog };
}
