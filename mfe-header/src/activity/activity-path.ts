/** The activity page route (B§2): /blog/{name}/activity. */
const ACTIVITY_PATH = /^\/blog\/([^/]+)\/activity\/?$/;

/** The blog name in an activity page path, or null for any other path. */
export function blogNameFromActivityPath(pathname: string): string | null {
  const encoded = ACTIVITY_PATH.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

export function activityPath(blogName: string): string {
  return `/blog/${encodeURIComponent(blogName)}/activity`;
}
