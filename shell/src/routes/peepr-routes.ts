/** The blog viewer's full pages (mfe-peepr `./BlogPage`): a blog, a post's permalink, ask, submit, follow, search. */
const PEEPR_PAGE_PATHS = [
  /^\/blog\/[^/]+\/?$/,
  /^\/blog\/[^/]+\/\d{1,19}(\/[^/]*)?\/?$/,
  /^\/blog\/[^/]+\/(ask|submit)\/?$/,
  /^\/follow\/[^/]+\/?$/,
  /^\/search(\/[^/]+)?\/?$/,
];

export function isPeeprPagePath(pathname: string): boolean {
  return PEEPR_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}
