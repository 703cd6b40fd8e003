import type { BlogHeader } from '../peepr';
import type { ActivityNotification } from './activity';
import type { PostType } from './post';

/** Blog theme parameters (B§3 global_theme_params). */
export interface ThemeParams {
  title_font: string;
  title_color: string;
  title_font_weight: 'bold' | 'regular';
  background_color: string;
  link_color: string;
  header_image_focused: string | null;
  /** The header picture's size in px, when the server knows it (issue 14: its box before it loads, srcset). */
  header_image_width?: number;
  header_image_height?: number;
  header_stretch: boolean;
  show_header_image: boolean;
  show_avatar: boolean;
  avatar_shape: 'circle' | 'square';
  show_title: boolean;
  show_description: boolean;
}

/** A blog as other screens see it (B§3 "Blog (tumblelog)"). */
export interface Blog {
  name: string;
  uuid: string;
  url: string;
  title: string;
  description_sanitized: string;
  directory_safe_title: string;
  avatar_url: string;
  avatar_url_48: string;
  avatar_url_128: string;
  /** The avatar's size in px, when the server knows it (issue 14: srcset). */
  avatar_width?: number;
  avatar_height?: number;
  following: boolean;
  is_subscribed: boolean;
  can_subscribe: boolean;
  can_receive_messages: boolean;
  asks: boolean;
  anonymous_asks: boolean;
  submissions: boolean;
  is_messaging_bot: boolean;
  mention_key: string;
  nsfw: boolean;
  global_theme_params: ThemeParams;
}

/** One of the signed-in user's own blogs (A§3.2). */
export interface Channel {
  name: string;
  uuid: string;
  title: string;
  unread_count: number;
  can_send_messages: boolean;
  is_current: boolean;
  name_or_id: string;
  directory_safe_title: string;
  is_legacy_private_channel: boolean;
  avatar_url: string;
  following: boolean;
  can_subscribe: boolean;
  is_subscribed: boolean;
  twitter_send_posts: boolean;
  facebook_opengraph_send_posts: boolean;
  highlighted_posts: unknown[];
  /** Role of the user in this blog. */
  role: 'owner' | 'member';
  /** Asks and submissions waiting in this blog's inbox. */
  inbox_count: number;
  /** An admin suspended the blog (A§6): it can't post, reblog, like, reply, ask or send messages. */
  suspended: boolean;
}

/** Avatar sizes the spec allows (A§9.1). */
export const AVATAR_SIZES = [16, 24, 30, 40, 48, 64, 96, 128, 512] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** One highlighted post of a blog, as a rendered snippet (B§3 Blog "highlighted_posts"): its newest public posts. */
export interface HighlightedPost {
  id: string;
  type: PostType;
  summary: string;
  media_url: string | null;
  post_url: string;
}

/** GET /svc/{blog}/posts/highlighted (A§7.1). */
export interface HighlightedPosts {
  highlighted_posts: HighlightedPost[];
}

/** GET /svc/tumblelog_popover/{name} (A§7.1): the blog's header and its highlighted posts. */
export interface TumblelogPopover extends HighlightedPosts {
  tumblelog: BlogHeader;
}

/**
 * GET /svc/data/tumblelog (A§7.1): the blog's header data for anyone who may see the blog; for its members,
 * when asked, its channel data (unread count and the rest), the activity sparkline (B§3
 * activity_data.sparkline, notes per day over 30 days, oldest first) and the activity notifications.
 */
export interface TumblelogData {
  tumblelog: BlogHeader;
  member_data?: Channel;
  activity_data?: { sparkline: number[] };
  activity_notifications?: ActivityNotification[];
}
