import type { Blog, BootstrapResponse, Channel, DashboardPost, PostContent, UserInfo } from '../contracts';

/** Small builders for tests; only the fields a test cares about need passing. */
export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  const name = overrides.name ?? 'staff';
  return {
    name,
    uuid: `t:${name}`,
    title: name,
    unread_count: 0,
    can_send_messages: true,
    is_current: false,
    name_or_id: name,
    directory_safe_title: name,
    is_legacy_private_channel: false,
    avatar_url: `/media/avatars/${name}.png`,
    following: false,
    can_subscribe: false,
    is_subscribed: false,
    twitter_send_posts: false,
    facebook_opengraph_send_posts: false,
    highlighted_posts: [],
    role: 'owner',
    inbox_count: 0,
    suspended: false,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    name: 'alice',
    email: 'alice@example.com',
    channels: [],
    liked_post_count: 0,
    friend_count: 0,
    primary: 'alice',
    can_message: true,
    is_sounds_enabled: true,
    is_verified_email: true,
    language: 'en_US',
    safe_mode: false,
    polling_token: 'token',
    limits: { max_photos: 10, caption_length: 200, image_upload_max_bytes: 10_000_000 },
    ...overrides,
  };
}

export function makeBootstrap(overrides: Partial<BootstrapResponse> = {}): BootstrapResponse {
  return { user: makeUser(), channels: [makeChannel({ is_current: true })], flags: { is_logged_in: true }, form_key: 'fk-1', ...overrides };
}

/** A blog as the timeline shows it (remotes' tests share this one instead of copying it). */
export function makeBlog(name: string, overrides: Partial<Blog> = {}): Blog {
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
    ...overrides,
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
    is_mine: false,
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
