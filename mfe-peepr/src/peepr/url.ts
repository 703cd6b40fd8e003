import type { PeeprRequest } from './target';

/** The page's initial parameters (B§2): `?blog_name=…&post_id=…` opens the drawer over the page. */
export function requestFromSearch(search: string): PeeprRequest | null {
  const params = new URLSearchParams(search);
  const blogName = params.get('blog_name')?.trim().toLowerCase();
  if (!blogName || !/^[a-z0-9-]{1,100}$/.test(blogName)) return null;
  const postId = params.get('post_id') ?? undefined;
  return postId && /^\d{1,19}$/.test(postId) ? { blogName, postId } : { blogName };
}

/** The address of the page with the drawer open on `request`, or closed (null). */
export function urlWith(location: Pick<Location, 'pathname' | 'search' | 'hash'>, request: PeeprRequest | null): string {
  const params = new URLSearchParams(location.search);
  params.delete('blog_name');
  params.delete('post_id');
  if (request) {
    params.set('blog_name', request.blogName);
    if (request.postId) params.set('post_id', request.postId);
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/** A page's own query, without the viewer's parameters: the viewer opened over a page leaves it the same page. */
export function pageQuery(search: string): string {
  return urlWith({ pathname: '', search, hash: '' }, null);
}

/** The blog's own page. */
export function blogPath(blogName: string): string {
  return `/blog/${encodeURIComponent(blogName.toLowerCase())}`;
}
