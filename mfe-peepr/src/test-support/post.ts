import type { BlogHeader, DashboardPost, SaveResponse } from '@tumbledash/shared';

export function makeBlog(overrides: Partial<BlogHeader> = {}): BlogHeader {
  const name = overrides.name ?? 'night-owl-notes';
  return {
    name,
    uuid: `uuid-${name}`,
    url: `/blog/${name}`,
    title: 'Night Owl Notes',
    description_sanitized: '<p>Thoughts after midnight.</p>',
    directory_safe_title: 'Night Owl Notes',
    avatar_url: '',
    avatar_url_48: '',
    avatar_url_128: '',
    following: false,
    is_subscribed: false,
    can_subscribe: false,
    can_receive_messages: true,
    asks: true,
    anonymous_asks: true,
    submissions: false,
    is_messaging_bot: false,
    mention_key: `key-${name}`,
    nsfw: false,
    global_theme_params: {
      title_font: 'Georgia',
      title_color: '#222222',
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
    customizable: false,
    has_default_header: true,
    is_current: false,
    is_member: false,
    ...overrides,
  };
}

export function makePost(id: string, overrides: Partial<DashboardPost> = {}): DashboardPost {
  const blog = makeBlog();
  return {
    id,
    root_id: id,
    reblog_key: 'key',
    placement_id: null,
    is_recommended: false,
    pt: null,
    type: 'text',
    state: 'published',
    timestamp: 1_700_000_000,
    publish_on: null,
    liked: false,
    reblogged: false,
    is_mine: false,
    tumblelog: blog.name,
    tumblelog_key: blog.mention_key,
    tumblelog_uuid: blog.uuid,
    reblogged_root_uuid: null,
    reblog_source: null,
    sponsored: false,
    following: false,
    tumblelog_mention_key: blog.mention_key,
    is_carousel: false,
    carousel_index: 0,
    post_url: `/blog/${blog.name}/${id}`,
    embed_key: 'e',
    embed_did: 'd',
    note_count: 0,
    tags: [],
    source_url: '',
    slug: '',
    content: { type: 'text', title: `Post ${id}`, body: '<p>Body</p>' },
    trail: [],
    blog,
    parent_blog: null,
    root_blog: null,
    ...overrides,
  };
}

/** What the post form announces (`post:saved`) after saving an edit of `post`; only its post matters here. */
export function savedEdit(post: DashboardPost): SaveResponse {
  return { post: { ...post, is_edit: true, is_reblog: false } } as SaveResponse;
}
