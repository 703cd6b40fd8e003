import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, bus, type BlogHeader, type BlogViewerPosts, type DashboardPost, type NsfwPostFields } from '@tumbledash/shared';
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
  more: () => void;
  setBlog: (blog: BlogHeader) => void;
}

/** The blog and its posts, a page at a time; fully fetched once a page comes back short (B§4 "Peepr posts"). */
export function useBlogPosts(blogName: string, postId: string | undefined): BlogPosts {
  const [blog, setBlog] = useState<BlogHeader | null>(null);
  const [posts, setPosts] = useState<DashboardPost[]>([]);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const busy = useRef(false);
  const offset = useRef(0);

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
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 404) setMissing(true);
        // B§8 "Peepr sync error": logged, with a quiet retry line.
        else setError('Something went screwy.');
        console.error('ajax-error', failure);
      })
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [blogName, postId]);

  useEffect(() => {
    offset.current = 0;
    more();
  }, [more]);

  // Follow state in step with every card on the page (B§4 Follow).
  useEffect(() => {
    const subscription = bus.on('blog:follow-changed').subscribe(({ blogName: changed, following }) => {
      setBlog((current) => (current && current.name === changed ? { ...current, following } : current));
    });
    const deleted = bus.on('post:deleted').subscribe(({ id }) => setPosts((shown) => shown.filter((post) => post.id !== id)));
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
      deleted.unsubscribe();
      lifted.unsubscribe();
    };
  }, []);

  return { blog, posts, loading, done, error, missing, more, setBlog };
}
