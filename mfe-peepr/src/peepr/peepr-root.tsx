import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { bus } from '@tumbledash/shared';
import { blogPath } from './blog-path';

/**
 * Takes `peepr:open` for every visitor. Until the slide-in drawer exists (the blog viewer issue) a blog
 * opened from a post, a note or a conversation shows as its own page, so no click on a blog name is lost.
 */
export function PeeprRoot() {
  useEffect(() => {
    const subscription = bus.handle('peepr:open').subscribe(({ blogName }) => {
      const path = blogPath(blogName);
      if (window.location.pathname !== path) navigateToUrl(path);
    });
    return () => subscription.unsubscribe();
  }, []);
  return <div data-remote="mfe-peepr" hidden />;
}
