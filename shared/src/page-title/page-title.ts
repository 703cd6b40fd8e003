/** The browser tab's title for a page: "{page} | Tumbledash", the one form every remote and the shell use. */
export function pageTitle(page: string): string {
  return `${page} | Tumbledash`;
}
