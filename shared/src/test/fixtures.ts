import type { BootstrapResponse, Channel, UserInfo } from '../contracts';

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
