/** Who a post or a timeline is shown to (own flags, private posts). Lives beside the post loaders so timeline and posts both import it without importing each other. */
export interface TimelineViewer {
  userId: string | null;
  /** The channel whose follows make the dashboard; null for anonymous visitors. */
  currentBlogId: string | null;
}
