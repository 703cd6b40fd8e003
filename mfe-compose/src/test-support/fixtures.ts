import type { Blog, Channel, DashboardPost, PostContent, SaveResponse, UserInfo } from '@tumbledash/shared';
import type { FormLimits, GifMedia } from '../compose/api-types';
import { makeChannel as channelOf } from '@tumbledash/shared/testing';

/** Test data only (never imported by product code). */
export function makeBlog(name: string): Blog {
  return {
    name,
    uuid: `t:${name}`,
    url: `https://${name}.example.com/`,
    title: `${name} title`,
    description_sanitized: '',
    directory_safe_title: name,
    avatar_url: `/media/avatars/${name}.png`,
    avatar_url_48: `/media/avatars/${name}_48.png`,
    avatar_url_128: `/media/avatars/${name}_128.png`,
    following: true,
    is_subscribed: false,
    can_subscribe: true,
    can_receive_messages: true,
    asks: true,
    anonymous_asks: false,
    submissions: false,
    is_messaging_bot: false,
    mention_key: `mk-${name}`,
    nsfw: false,
    global_theme_params: {
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
    },
  };
}

export function makeChannel(name: string, isCurrent = false): Channel {
  return channelOf({ name, is_current: isCurrent });
}

export const LIMITS: FormLimits = {
  max_photos: 10,
  caption_length: 200,
  image_upload_max_bytes: 10 * 1024 * 1024,
  audio_upload_max_bytes: 10 * 1024 * 1024,
  video_upload_max_bytes: 100 * 1024 * 1024,
};

export function makeUser(name: string, channels: Channel[]): UserInfo {
  return {
    name,
    email: `${name}@example.com`,
    channels,
    liked_post_count: 0,
    friend_count: 0,
    primary: channels[0]?.name ?? name,
    can_message: true,
    is_sounds_enabled: false,
    is_verified_email: true,
    language: 'en_US',
    safe_mode: false,
    polling_token: 'token',
    limits: { max_photos: 10, caption_length: 200, image_upload_max_bytes: LIMITS.image_upload_max_bytes },
  };
}

export function makePost(
  id: string,
  content: PostContent = { type: 'text', title: `Post ${id}`, body: `<p>Body of post ${id}</p>` },
  overrides: Partial<DashboardPost> = {},
): DashboardPost {
  const blog = makeBlog(overrides.tumblelog ?? 'alice');
  return {
    id,
    root_id: id,
    reblog_key: `key${id}`,
    placement_id: null,
    is_recommended: false,
    pt: null,
    type: content.type,
    state: 'published',
    timestamp: 1_700_000_000,
    publish_on: null,
    liked: false,
    reblogged: false,
    is_mine: true,
    tumblelog: blog.name,
    tumblelog_key: `tk-${blog.name}`,
    tumblelog_uuid: blog.uuid,
    reblogged_root_uuid: null,
    reblog_source: null,
    sponsored: false,
    following: true,
    tumblelog_mention_key: blog.mention_key,
    is_carousel: false,
    carousel_index: 0,
    post_url: `https://${blog.name}.example.com/post/${id}`,
    embed_key: `ek${id}`,
    embed_did: `ed${id}`,
    note_count: 0,
    tags: [],
    source_url: '',
    slug: '',
    content,
    trail: [],
    blog,
    parent_blog: null,
    root_blog: null,
    ...overrides,
  };
}

export function makeSaveResponse(post: DashboardPost, message = 'Posted to alice'): SaveResponse {
  return {
    post: { ...post, is_edit: false, is_reblog: false },
    post_dashboard_html: '',
    post_context_page: 'dashboard',
    post_tumblelog: { name_or_id: post.tumblelog, url: post.blog.url, avatar: post.blog.avatar_url, post_url: post.post_url },
    context_tumblelog: { name: post.tumblelog, posts: 1, drafts: 0, queue: 0 },
    message,
    created_post: true,
  };
}

export function gif(id: string, tags: string[] = []): GifMedia {
  return {
    mediaUrl: `https://media.example.com/${id}.gif`,
    postUrl: `https://bob.example.com/post/${id}`,
    rootPostUrl: `https://carol.example.com/post/${id}`,
    rootPostUrlHash: `h${id}`,
    rootBlog: 'carol',
    rootBlogUrl: 'https://carol.example.com/',
    rootBlogKey: 'ck',
    postTags: tags,
    popularSearchTag: '',
    width: 250,
    height: 200,
    postBlog: 'bob',
    postBlogUuid: '00000000-0000-4000-8000-0000000000b0',
    postId: id,
  };
}
