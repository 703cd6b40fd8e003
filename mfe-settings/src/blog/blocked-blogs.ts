/** One blog a blog blocks, as GET /svc/blog/{name}/blocks answers it (newest block first). */
export interface BlockedBlog {
  name: string;
  title: string;
  avatar_url: string;
  blocked_at: string;
}

export interface BlockedBlogs {
  blocked_tumblelogs: BlockedBlog[];
}

export function blocksUrl(blogName: string): string {
  return `/svc/blog/${encodeURIComponent(blogName)}/blocks`;
}

export function unblockedText(blogName: string, blocker: string): string {
  return `You unblocked ${blogName}. It can follow ${blocker} and send it questions again.`;
}
