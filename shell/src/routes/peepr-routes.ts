/** The blog viewer's full pages (mfe-peepr `./BlogPage`): a blog, its ask and submit pages, follow, search. */
const PEEPR_PAGE_PATHS = [
  /^\/blog\/[^/]+\/?$/,
  /^\/blog\/[^/]+\/(ask|submit)\/?$/,
  /^\/follow\/[^/]+\/?$/,
  /^\/search(\/[^/]+)?\/?$/,
];

export function isPeeprPagePath(pathname: string): boolean {
  return PEEPR_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}
