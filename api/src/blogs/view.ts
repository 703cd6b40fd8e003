import type { Blog, Channel, ThemeParams } from '../contracts.js';
import { receivesAsks, receivesMessages } from '../moderation/flags.js';
import type { BlogRole, BlogRow } from '../db/schema.js';

export const DEFAULT_THEME: ThemeParams = {
  title_font: 'Gibson',
  title_color: '#444444',
  title_font_weight: 'bold',
  background_color: '#FAFAFA',
  link_color: '#529ECC',
  header_image_focused: null,
  header_stretch: true,
  show_header_image: true,
  show_avatar: true,
  avatar_shape: 'circle',
  show_title: true,
  show_description: true,
};

/** A blog row plus how the viewer's current channel relates to it. */
export type RelatedBlogRow = BlogRow & { following: boolean; is_subscribed: boolean };

export function blogUrl(name: string): string {
  return `/blog/${name}`;
}

/** Shown where a title is listed publicly; adult blogs do not show theirs in directories. */
function directorySafeTitle(blog: BlogRow): string {
  return blog.nsfw || blog.flagged_adult ? blog.name : blog.title || blog.name;
}

export function themeOf(blog: BlogRow): ThemeParams {
  return { ...DEFAULT_THEME, ...blog.theme };
}

export function toBlog(blog: RelatedBlogRow): Blog {
  return {
    name: blog.name,
    uuid: blog.uuid,
    url: blogUrl(blog.name),
    title: blog.title || blog.name,
    description_sanitized: blog.description,
    directory_safe_title: directorySafeTitle(blog),
    // One generated image serves every size; the browser scales it.
    avatar_url: blog.avatar_url,
    avatar_url_48: blog.avatar_url,
    avatar_url_128: blog.avatar_url,
    ...(blog.avatar_width && blog.avatar_height ? { avatar_width: blog.avatar_width, avatar_height: blog.avatar_height } : {}),
    following: blog.following,
    is_subscribed: blog.is_subscribed,
    // Only a followed blog can be subscribed to (A§4.3).
    can_subscribe: blog.following,
    can_receive_messages: receivesMessages(blog),
    asks: receivesAsks(blog),
    anonymous_asks: receivesAsks(blog) && blog.anonymous_asks,
    submissions: blog.submissions,
    is_messaging_bot: blog.is_messaging_bot,
    mention_key: blog.mention_key,
    nsfw: blog.nsfw || blog.flagged_nsfw || blog.flagged_adult,
    global_theme_params: themeOf(blog),
  };
}

export type ChannelRow = RelatedBlogRow & { role: BlogRole; unread_count: number; inbox_count: number };

export function toChannel(blog: ChannelRow, currentBlogId: string | null, canMessage: boolean): Channel {
  return {
    name: blog.name,
    uuid: blog.uuid,
    title: blog.title || blog.name,
    unread_count: blog.unread_count,
    can_send_messages: canMessage && receivesMessages(blog),
    is_current: blog.id === currentBlogId,
    name_or_id: blog.name,
    directory_safe_title: directorySafeTitle(blog),
    is_legacy_private_channel: blog.is_private,
    avatar_url: blog.avatar_url,
    following: blog.following,
    can_subscribe: blog.following,
    is_subscribed: blog.is_subscribed,
    twitter_send_posts: blog.twitter_send_posts,
    facebook_opengraph_send_posts: blog.facebook_opengraph_send_posts,
    highlighted_posts: [],
    role: blog.role,
    inbox_count: blog.inbox_count,
    suspended: blog.suspended,
  };
}
