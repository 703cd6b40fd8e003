import { useEffect, useState } from 'react';
import { api, ApiError, type BlogHeader } from '@tumbledash/shared';

/** The blog's header data; `missing` on 404. */
export function useBlogHeader(blogName: string) {
  const [blog, setBlog] = useState<BlogHeader | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let alive = true;
    api
      .get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', { params: { tumblelog_name_or_id: blogName } })
      .then((response) => alive && setBlog(response.tumblelog))
      .catch((error: unknown) => alive && error instanceof ApiError && error.status === 404 && setMissing(true));
    return () => {
      alive = false;
    };
  }, [blogName]);
  return { blog, setBlog, missing };
}
