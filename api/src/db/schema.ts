import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PostContent, ThemeParams, TrailItem } from '../contracts.js';

/**
 * Table types for kysely, mirroring migrations/*.sql. Both engines hand back int8 as a string
 * (see connect.ts), so every bigint id is a string here; timestamps come back as Date.
 */
type Id = string;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A column with a database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string | T, string | T>;
type DefaultedJson<T> = ColumnType<T, string | T | undefined, string | T>;

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

/** Migration 060: the remote registry (one row per deploy or rollback; `is_current` is live). */
export interface RemoteDeploymentsTable {
  id: Generated<string>;
  remote: string;
  version: string;
  entry: string;
  deployed_at: Generated<Date>;
  deployed_by: Generated<string>;
  commit: Generated<string>;
  status: Generated<string>;
  is_current: Generated<boolean>;
}

/** Migration 071: canary rollouts (one row per canary; at most one `running` per remote). */
export interface RemoteCanariesTable {
  id: Generated<string>;
  remote: string;
  version: string;
  entry: string;
  percent: number;
  started_at: Generated<Date>;
  started_by: Generated<string>;
  commit: Generated<string>;
  status: Generated<'running' | 'promoted' | 'rolled_back' | 'replaced'>;
  ended_at: NullableTimestamp;
  ended_by: Generated<string>;
  reason: Generated<string>;
}

/** Migration 070: what browsers report about each remote build (platform console). */
export interface RemoteReportsTable {
  id: Generated<string>;
  remote: string;
  version: string;
  kind: 'load-error' | 'render-error' | 'mount';
  mount_ms: number | null;
  message: string | null;
  user_hash: string | null;
  /** Migration 072: the failed API request's X-Request-Id, when the error was one. */
  request_id: string | null;
  reported_at: Generated<Date>;
}

/** Migration 061: events for the live streams of a person's tabs (the id is the SSE event id). */
export interface LiveEventsTable {
  id: Generated<string>;
  user_id: string;
  type: string;
  created_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<Id>;
  email: string;
  password_hash: string;
  primary_blog_id: Id | null;
  current_blog_id: Id | null;
  can_message: Defaulted<boolean>;
  sounds_enabled: Defaulted<boolean>;
  email_verified: Defaulted<boolean>;
  /** May open the platform console at /platform (migration 070). */
  is_platform_admin: Defaulted<boolean>;
  email_verification_token_hash: string | null;
  safe_mode: Defaulted<boolean>;
  polling_token: string;
  tutorial_seen: Defaulted<boolean>;
  language: Defaulted<string>;
  is_admin: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface SessionsTable {
  id_hash: string;
  user_id: Id | null;
  form_key: string;
  created_at: Timestamp;
  /** Moves with use: last_seen_at plus the idle lifetime (migration 011). */
  expires_at: Timestamp;
  last_seen_at: Defaulted<Date>;
  /** The address and browser of the last use, as the server saw them (behind TRUST_PROXY: the client's). */
  ip: Defaulted<string | null>;
  user_agent: Defaulted<string | null>;
}

/** Shared rate-limit counters (migration 010): one fixed window per key. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface BlogsTable {
  id: Generated<Id>;
  name: string;
  featured: Defaulted<boolean>;
  uuid: Generated<string>;
  title: Defaulted<string>;
  description: Defaulted<string>;
  avatar_url: Defaulted<string>;
  /** The avatar's size, from its uploads row (trigger of migration 051); null when unknown. */
  avatar_width: Generated<number | null>;
  avatar_height: Generated<number | null>;
  theme: DefaultedJson<Partial<ThemeParams>>;
  asks: Defaulted<boolean>;
  anonymous_asks: Defaulted<boolean>;
  submissions: Defaulted<boolean>;
  can_receive_messages: Defaulted<boolean>;
  messages_from_followers_only: Defaulted<boolean>;
  messages_from_anyone: Defaulted<boolean>;
  is_messaging_bot: Defaulted<boolean>;
  nsfw: Defaulted<boolean>;
  is_private: Defaulted<boolean>;
  mention_key: string;
  twitter_send_posts: Defaulted<boolean>;
  facebook_opengraph_send_posts: Defaulted<boolean>;
  flagged_spam: Defaulted<boolean>;
  flagged_nsfw: Defaulted<boolean>;
  flagged_adult: Defaulted<boolean>;
  uniblocked: Defaulted<boolean>;
  suspended: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BlogRole = 'owner' | 'member';

export interface BlogMembersTable {
  user_id: Id;
  blog_id: Id;
  role: BlogRole;
  created_at: Timestamp;
}

export interface FollowsTable {
  follower_blog_id: Id;
  followed_blog_id: Id;
  created_at: Timestamp;
}

export interface SubscriptionsTable {
  subscriber_blog_id: Id;
  blog_id: Id;
  created_at: Timestamp;
}

export interface BlocksTable {
  blocker_blog_id: Id;
  blocked_blog_id: Id;
  source_post_id: Id | null;
  context: Defaulted<string>;
  created_at: Timestamp;
}

export type StoredPostState = 'published' | 'draft' | 'queued' | 'unapproved' | 'transcoding';

export interface PostsTable {
  id: Defaulted<Id>;
  blog_id: Id;
  author_user_id: Id | null;
  type: PostContent['type'];
  state: Defaulted<StoredPostState>;
  is_private: Defaulted<boolean>;
  publish_on: NullableTimestamp;
  published_at: NullableTimestamp;
  content: Json<PostContent>;
  tags: Defaulted<string[]>;
  slug: Defaulted<string>;
  source_url: Defaulted<string>;
  format: Defaulted<'rich' | 'html' | 'markdown'>;
  reblog_key: string;
  parent_post_id: Id | null;
  parent_blog_id: Id | null;
  root_post_id: Id | null;
  root_blog_id: Id | null;
  trail: DefaultedJson<TrailItem[]>;
  is_carousel: Defaulted<boolean>;
  carousel_link_url: Defaulted<string>;
  carousel_index: Defaulted<number>;
  allow_answers: Defaulted<boolean>;
  allow_photo_replies: Defaulted<boolean>;
  members_only: Defaulted<boolean>;
  owner_flagged_nsfw: Defaulted<boolean>;
  can_be_liked: Defaulted<boolean>;
  can_be_reblogged: Defaulted<boolean>;
  cta_enabled: Defaulted<boolean>;
  cta_text_code: Defaulted<number>;
  cta_link_url: Defaulted<string>;
  cta_android_link_url: Defaulted<string>;
  app_attribution: Json<Record<string, unknown>> | null;
  flagged_nsfw: Defaulted<boolean>;
  note_count: Defaulted<number>;
  /** Place in the blog's queue (post_queue_seq); set while queued. */
  queue_position: Defaulted<string | null>;
  /** Markdown source of the HTML slots, for posts written in Markdown. */
  markdown: DefaultedJson<{ one?: string; two?: string; three?: string } | null>;
  /** Migration 099: the other blogs the post shows (root, reblogged from, trail), kept by a trigger; never written. */
  trail_blog_ids: ColumnType<string[], never, never>;
  /** Migration 100: the post's words for search (td_post_search_words), a stored generated column; never written. */
  search_words: ColumnType<string, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TagPromotionsTable {
  post_id: Id;
  tag: string;
  blog_id: Id;
  created_at: Timestamp;
}

export interface LikesTable {
  user_id: Id;
  post_id: Id;
  blog_id: Id | null;
  source: Defaulted<string>;
  created_at: Timestamp;
}

export interface RepliesTable {
  id: Generated<Id>;
  post_id: Id;
  blog_id: Id;
  user_id: Id | null;
  body: string;
  source: Defaulted<string>;
  created_at: Timestamp;
}

export interface AsksTable {
  id: Generated<Id>;
  recipient_blog_id: Id;
  asker_blog_id: Id | null;
  asker_user_id: Id | null;
  anonymous: Defaulted<boolean>;
  question: string;
  state: Defaulted<'pending' | 'answered' | 'deleted'>;
  answer_post_id: Id | null;
  created_at: Timestamp;
}

export interface SubmissionsTable {
  post_id: Id;
  recipient_blog_id: Id;
  submitter_blog_id: Id | null;
  submitter_user_id: Id | null;
  created_at: Timestamp;
}

export interface AppealsTable {
  post_id: Id;
  blog_id: Id;
  user_id: Id | null;
  state: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ActivityNotificationsTable {
  id: Generated<Id>;
  blog_id: Id;
  type: string;
  from_blog_id: Id | null;
  post_id: Id | null;
  data: DefaultedJson<{ answer_text?: string; reply_text?: string }>;
  created_at: Timestamp;
}

export interface UploadsTable {
  id: Generated<Id>;
  name: string;
  original_name: Defaulted<string>;
  mime: string;
  size_bytes: number;
  kind: 'image' | 'audio' | 'video';
  width: number | null;
  height: number | null;
  owner_user_id: Id | null;
  created_at: Timestamp;
  /** A video's poster frame: the name of its image upload (migration 090). */
  poster_name: Defaulted<string | null>;
  duration_seconds: Defaulted<number | null>;
}

export interface StickersTable {
  id: string;
  description: Defaulted<string>;
  media_key: string;
  sticker_pack_id: string;
  url: string;
  original_size_url: string;
  position: Defaulted<number>;
}

export interface ConversationsTable {
  id: Generated<Id>;
  status: Defaulted<'ACTIVE' | 'INACTIVE'>;
  created_by_blog_id: Id | null;
  last_modified_ts: Defaulted<string>;
  created_at: Timestamp;
}

export interface ConversationParticipantsTable {
  conversation_id: Id;
  blog_id: Id;
  last_read_ts: Defaulted<string>;
  can_send: Defaulted<boolean>;
  is_possible_spam: Defaulted<boolean>;
  is_blurred_images: Defaulted<boolean>;
  deleted_before_ts: string | null;
  joined_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<Id>;
  conversation_id: Id;
  ts: string;
  sender_blog_id: Id | null;
  type: 'TEXT' | 'POSTREF' | 'IMAGE' | 'STICKER';
  text: Defaulted<string>;
  formatting: DefaultedJson<unknown[]>;
  post_id: Id | null;
  upload_id: Id | null;
  sticker_id: string | null;
  context: Defaulted<string>;
  client_id: string | null;
  created_at: Timestamp;
}

/** A message one blog deleted from its side of the conversation. */
export interface HiddenMessagesTable {
  message_id: Id;
  blog_id: Id;
  created_at: Timestamp;
}

export interface FeatureFlagsTable {
  name: string;
  enabled: Defaulted<boolean>;
  description: Defaulted<string>;
}

export interface LogEventsTable {
  id: Generated<Id>;
  user_id: Id | null;
  category: string;
  event: Defaulted<string>;
  uuid: Defaulted<string>;
  ts: string | null;
  data: DefaultedJson<Record<string, unknown>>;
  env: DefaultedJson<Record<string, unknown>>;
  created_at: Timestamp;
  /** Migration 096: the event's own random id (B§3), unique where present; and ms since its page loaded. */
  rid: string | null;
  elapsed: string | null;
}

export interface SpamReportsTable {
  id: Generated<Id>;
  conversation_id: Id | null;
  reporter_blog_id: Id;
  reported_blog_id: Id;
  context: Defaulted<string>;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<Id>;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface SharesTable {
  id: Generated<Id>;
  user_id: Id | null;
  blog_id: Id;
  post_id: Id | null;
  network: 'email' | 'twitter' | 'facebook' | 'pinterest' | 'reddit';
  share_fallback: Defaulted<boolean>;
  message: Defaulted<string>;
  email_address: string | null;
  allow_reply_to: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface PostReportsTable {
  id: Generated<Id>;
  post_id: Id;
  reporter_user_id: Id;
  reason: 'spam' | 'harassment' | 'sensitive' | 'copyright' | 'other';
  text: Defaulted<string>;
  created_at: Timestamp;
}

/** 030_settings.sql: dashboard and notification preferences, tour dismissal. */
export interface UserSettingsTable {
  user_id: Id;
  multiple_conversations: Defaulted<boolean>;
  keyboard_shortcuts: Defaulted<boolean>;
  endless_scrolling: Defaulted<boolean>;
  email_follower: Defaulted<boolean>;
  email_reblog: Defaulted<boolean>;
  email_reply: Defaulted<boolean>;
  email_ask: Defaulted<boolean>;
  email_message: Defaulted<boolean>;
  tour_dismissed_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface EmailChangesTable {
  user_id: Id;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
}

export interface TwoFactorTable {
  user_id: Id;
  secret: string;
  enabled_at: NullableTimestamp;
  last_step: Defaulted<string>;
  created_at: Timestamp;
}

export interface TwoFactorRecoveryCodesTable {
  user_id: Id;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface TwoFactorChallengesTable {
  session_id_hash: string;
  user_id: Id;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
}

export interface NotificationMailsTable {
  id: Generated<Id>;
  blog_id: Id;
  kind: 'follower' | 'reblog' | 'reply' | 'ask' | 'message';
  from_blog_id: Id | null;
  created_at: Timestamp;
}

export interface Database {
  remote_reports: RemoteReportsTable;
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  blogs: BlogsTable;
  blog_members: BlogMembersTable;
  follows: FollowsTable;
  subscriptions: SubscriptionsTable;
  blocks: BlocksTable;
  posts: PostsTable;
  tag_promotions: TagPromotionsTable;
  likes: LikesTable;
  replies: RepliesTable;
  asks: AsksTable;
  submissions: SubmissionsTable;
  appeals: AppealsTable;
  activity_notifications: ActivityNotificationsTable;
  uploads: UploadsTable;
  stickers: StickersTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  hidden_messages: HiddenMessagesTable;
  feature_flags: FeatureFlagsTable;
  log_events: LogEventsTable;
  spam_reports: SpamReportsTable;
  mail_outbox: MailOutboxTable;
  shares: SharesTable;
  post_reports: PostReportsTable;
  user_settings: UserSettingsTable;
  email_changes: EmailChangesTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  notification_mails: NotificationMailsTable;
  remote_deployments: RemoteDeploymentsTable;
  remote_canaries: RemoteCanariesTable;
  live_events: LiveEventsTable;
}

export type BlogRow = Selectable<BlogsTable>;
/** A post as the api reads it (src/posts/columns.ts): every column but its search words, which only search's SQL reads. */
export type PostRow = Omit<Selectable<PostsTable>, 'search_words'>;
