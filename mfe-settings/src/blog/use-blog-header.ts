import { useEffect, useState } from 'react';
import { api, type BlogHeader } from '@tumbledash/shared';

/**
 * The blog's header (its appearance), asked for at once, alongside the blog's settings: `undefined` while on its
 * way, `null` when it could not be read (the page then goes without the Appearance section).
 */
export function useBlogHeader(name: string) {
  const [header, setHeader] = useState<BlogHeader | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setHeader(undefined);
    api.get<{ tumblelog: BlogHeader }>('/svc/indash_blog/header', { params: { tumblelog_name_or_id: name } }).then(
      ({ tumblelog }) => live && setHeader(tumblelog),
      () => live && setHeader(null),
    );
    return () => {
      live = false;
    };
  }, [name]);
  return { header, setHeader };
}
