/** Messaging entities (B§3). */
export interface ParticipantTheme {
  background_color: string;
  link_color: string;
  avatar_shape: 'circle' | 'square';
  header_image_focused: string | null;
  show_header_image: boolean;
  show_description: boolean;
}

export interface Participant {
  uuid: string;
  name: string;
  url: string;
  title: string;
  description: string;
  avatar_url: string;
  tags: string[];
  can_receive_messages: boolean;
  is_messaging_bot: boolean;
  theme: ParticipantTheme;
  is_blog_following_you: boolean;
  is_following_blog: boolean;
  duration_blog_following_you: number;
  duration_following_blog: number;
}

export type MessageType = 'TEXT' | 'POSTREF' | 'IMAGE' | 'STICKER';

export interface PostReference {
  /** B§3 lists the media types; text and answer posts can be shared in a message too. */
  type: 'text' | 'note' | 'photo' | 'link' | 'quote' | 'audio' | 'video' | 'chat' | 'gif' | 'photoset';
  summary: string;
  state: 'ok' | 'disabled';
  photos: { alt_sizes: { url: string; width: number; height: number }[]; original_size: { url: string; width: number; height: number } }[];
  thumbnail_url: string;
  thumbnail_height: number;
  thumbnail_width: number;
  post_url: string;
  blog_name: string;
  id: string;
  is_nsfw: boolean;
}

export interface Sticker {
  id: string;
  description: string;
  media_key: string;
  sticker_pack_id: string;
  url: string;
  original_size_url: string;
}

export interface Message {
  conversation_id: string;
  type: MessageType;
  /** Server timestamp in ms; doubles as the message id. */
  ts: string;
  client_id: string | null;
  participant: string;
  message: string;
  content: { text: string; formatting: { type: string; position: number[]; attributes: Record<string, string> }[] } | null;
  post: PostReference | null;
  image: { original_size: { width: number; height: number; url: string } } | null;
  sticker: Sticker | null;
}

export interface Conversation {
  id: string;
  status: 'ACTIVE' | 'INACTIVE';
  last_modified_ts: number;
  last_read_ts: number;
  participants: Participant[];
  can_send: boolean;
  is_possible_spam: boolean;
  is_blurred_images: boolean;
  unread_messages_count: number;
  last_message: Message | null;
}

export interface MessagingConfig {
  polling_frequency_inbox: number;
  polling_frequency_conversation: number;
  has_tutorial: boolean;
  append_favorites_to_inbox_limit: number;
  is_desktop_notifications_enabled: boolean;
  is_new_empty_inbox_enabled: boolean;
  messaging_notification_icon: string;
  image_upload_max_bytes: number;
}
