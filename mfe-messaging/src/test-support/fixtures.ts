import type { Conversation, Message, MessagingConfig, Participant, UserInfo, Channel } from '@tumbledash/shared';
import type { SafeStorage } from '../util/storage';

/** In-memory storage for tests. */
export function memoryStorage(initial: Record<string, string> = {}): SafeStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => {
      data.set(key, value);
      return true;
    },
    remove: (key) => {
      data.delete(key);
    },
    keys: () => [...data.keys()],
  };
}

export function participant(name: string, patch: Partial<Participant> = {}): Participant {
  return {
    uuid: `t:${name}`,
    name,
    url: `http://${name}.example/`,
    title: `${name} title`,
    description: `About ${name}`,
    avatar_url: `/media/avatar-${name}.png`,
    tags: [],
    can_receive_messages: true,
    is_messaging_bot: false,
    theme: {
      background_color: '#fff',
      link_color: '#00b8ff',
      avatar_shape: 'circle',
      header_image_focused: null,
      show_header_image: false,
      show_description: true,
    },
    is_blog_following_you: true,
    is_following_blog: true,
    duration_blog_following_you: 0,
    duration_following_blog: 0,
    ...patch,
  };
}

export function textMessage(conversationId: string, sender: string, text: string, ts: number, patch: Partial<Message> = {}): Message {
  return {
    conversation_id: conversationId,
    type: 'TEXT',
    ts: String(ts),
    client_id: null,
    participant: sender,
    message: text,
    content: { text, formatting: [] },
    post: null,
    image: null,
    sticker: null,
    ...patch,
  };
}

export function conversation(id: string, me: Participant, other: Participant, patch: Partial<Conversation> = {}): Conversation {
  return {
    id,
    status: 'ACTIVE',
    last_modified_ts: 1000,
    last_read_ts: 1000,
    participants: [me, other],
    can_send: true,
    is_possible_spam: false,
    is_blurred_images: false,
    unread_messages_count: 0,
    last_message: textMessage(id, other.uuid, `hello from ${other.name}`, 1000),
    ...patch,
  };
}

export const CONFIG: MessagingConfig = {
  polling_frequency_inbox: 15000,
  polling_frequency_conversation: 5000,
  has_tutorial: false,
  append_favorites_to_inbox_limit: 3,
  is_desktop_notifications_enabled: false,
  is_new_empty_inbox_enabled: false,
  messaging_notification_icon: '',
  image_upload_max_bytes: 10485760,
};

export function channel(name: string, patch: Partial<Channel> = {}): Channel {
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
    avatar_url: `/media/avatar-${name}.png`,
    following: false,
    can_subscribe: false,
    is_subscribed: false,
    twitter_send_posts: false,
    facebook_opengraph_send_posts: false,
    highlighted_posts: [],
    role: 'owner',
    inbox_count: 0,
    suspended: false,
    ...patch,
  };
}

export function user(name: string, channels: Channel[], patch: Partial<UserInfo> = {}): UserInfo {
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
    polling_token: 'poll-token',
    limits: { max_photos: 10, caption_length: 4096, image_upload_max_bytes: 10485760 },
    ...patch,
  };
}
