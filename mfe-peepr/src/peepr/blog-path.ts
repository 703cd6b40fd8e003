/** The blog's own page (a timeline the shell routes to the dashboard), where a `peepr:open` goes for now. */
export function blogPath(blogName: string): string {
  return `/blog/${encodeURIComponent(blogName.toLowerCase())}`;
}
