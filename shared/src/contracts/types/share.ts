/** Sharing (A§3.8, A§7.4; B§3 "External share data", "Share request payload"). Owned by mfe-share and api/src/share. */

/** Networks a post is shared to with POST /svc/share/{network}. */
export const SHARE_NETWORKS = ['email', 'twitter', 'facebook', 'pinterest', 'reddit'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** A share window the client opens (A§3.8 pinterest_share_window). */
export interface ShareWindow {
  url: string;
  name: string;
  dimensions: { width: number; height: number };
}

/** response.share_popover_data of POST /svc/post/share/{tumblelog_name}/{post_id} (A§3.8). */
export interface SharePopoverData {
  abuse_url: string;
  /** The HTML snippet a person pastes into another site; '' when the post may not be embedded. */
  embed_code: string;
  embed_did: string;
  embed_key: string;
  form_key: string;
  has_facebook: boolean;
  has_user: boolean;
  is_private: boolean;
  permalink_label: string;
  post_id: string;
  /** The site's short link that redirects to the post. */
  post_tiny_url: string;
  /** Absolute address of the post. */
  post_url: string;
  root_id: string;
  tumblelog_name: string;
  twitter_username: string;
  /** The picture-pinning network's window; null when the post has no picture to pin. */
  pinterest_share_window: ShareWindow | null;
  /** Blog share (A§7.4): the post's blog, to share the blog itself. */
  tumblelog_share: { name: string; title: string; url: string };
  show_email: boolean;
  show_embed: boolean;
  show_facebook: boolean;
  show_permalink: boolean;
  show_pinterest: boolean;
  show_reporting_links: boolean;
  show_twitter: boolean;
  show_reddit: boolean;
  show_flagging: boolean;
  /** Not in A§3.8; what the client needs to fill the outside networks' windows and summaries. */
  summary: string;
  image_url: string | null;
}

/** Body of POST /svc/share/{network} and /svc/email_tumblelog (B§3 "Share request payload"). */
export interface ShareRequest {
  post_id?: string;
  tumblelog_name: string;
  share_fallback?: boolean;
  message?: string;
  email_address?: string;
  allow_reply_to?: boolean;
}

/** Reasons of the report form (A§2.8 "report this post"). */
export const REPORT_REASONS = ['spam', 'harassment', 'sensitive', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Body of POST /svc/post/report. */
export interface ReportRequest {
  post_id: string;
  tumblelog_name: string;
  reason: ReportReason;
  /** Required for 'other'. */
  text?: string;
}

/** One row of GET /svc/admin/reports. */
export interface PostReport {
  id: string;
  post_id: string;
  post_url: string;
  tumblelog_name: string;
  reporter_email: string;
  reason: ReportReason;
  text: string;
  post_flagged_nsfw: boolean;
  created_at: string;
  /** The admin's flags of the post's blog. */
  blog_flags: BlogFlags;
}

/** Flags only an admin sets on a blog (A§6: spam, nsfw, adult, uniblock, suspended), each toggled by POST /{flag}/toggle. */
export const BLOG_FLAGS = ['spam', 'nsfw', 'adult', 'uniblock', 'suspended'] as const;
export type BlogFlag = (typeof BLOG_FLAGS)[number];
export type BlogFlags = Record<BlogFlag, boolean>;

/** Answer of POST /spam/toggle, /nsfw/toggle, /adult/toggle, /uniblock/toggle and /suspended/toggle. */
export interface BlogFlagsResponse {
  tumblelog: string;
  flags: BlogFlags;
}

/** Limits of the share forms (A§5.3, B§5, B§9). */
export const SHARE_LIMITS = {
  emailAddressMax: 100,
  messageMax: 255,
  tweetMax: 140,
  /** [URL] in the post share popover (A§5.3, A§9.1); B's share panel is merged into it. */
  tweetUrlLength: 24,
  reportTextMax: 500,
} as const;
