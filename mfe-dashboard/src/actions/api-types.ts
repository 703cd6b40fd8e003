/**
 * The server contract of the dashboard's calls (A§7.1, A§7.3, timeline and notes): request and response
 * bodies. README.md ("Server contract") describes the same calls, with status codes and roles, for the api.
 * Writes are POST (or DELETE) with a JSON body and the form key header; answers use the envelope
 * `{ meta, response, errors? }` and the types below are its `response`.
 */
import type { Blog, DashboardPost } from '@tumbledash/shared';

/** Page a like (or reply) came from, read from the current path (A§2.9). */
export type LikeSource =
  | 'dashboard'
  | 'tagged'
  | 'likes'
  | 'inbox'
  | 'search'
  | 'explore'
  | 'tv'
  | 'peepr'
  | 'peepr-search'
  | 'unknown';

/** How a like was given. */
export type LikeMethod = 'button' | 'keyboard';

/** POST /svc/like and POST /svc/unlike */
export interface LikeRequest {
  id: string;
  root_id: string;
  /** The post's reblog_key. */
  key: string;
  placement_id: string | null;
  is_recommended: boolean;
  pt: string | null;
  method: LikeMethod;
  source: LikeSource;
  /** 0-based place of the post in the list it was shown in; null outside a list. */
  offset: number | null;
}

export interface LikeResponse {
  liked: boolean;
  note_count: number;
}

/** POST /fast_reblog — reblogs to `channel_id` (the current channel) without the post form. */
export interface FastReblogRequest {
  reblog_key: string;
  reblog_post_id: string;
  /** Name of the blog to reblog to: one of the user's blogs. */
  channel_id: string;
  /** True adds the reblog to the channel's queue instead of publishing it. */
  queue: boolean;
  pt: string | null;
  offset: number | null;
}

export interface FastReblogResponse {
  /** Read as `response.response.post_tumblelog` in A§7.3: the blog the reblog went to. */
  post_tumblelog: { name_or_id: string; avatar: string; url: string };
  /** The new post (state published or queued). */
  post: DashboardPost;
  /** The reblogged post's new note count. */
  note_count: number;
}

/** Longest reply the server takes (characters, after trimming). */
export const REPLY_MAX_LENGTH = 500;

/** POST /svc/reply — a reply written by the current channel. */
export interface ReplyRequest {
  reply_text: string;
  post_id: string;
  /** Name of the post's blog. */
  tumblelog: string;
  tumblelog_key: string;
  source: LikeSource;
}

export interface ReplyResponse {
  note: PostNote;
  note_count: number;
}

/** POST /publish — publishes a draft, or with `queue: 'queue'` adds it to the queue. */
export interface PublishRequest {
  id: string;
  queue?: 'queue';
}

export interface PublishResponse {
  post: DashboardPost;
}

/** POST /svc/post/delete */
export interface DeleteRequest {
  post_id: string;
  /** Name of the post's blog (the caller must be a member). */
  channel_id: string;
}

export interface DeleteResponse {
  id: string;
}

/** A post featured in one of its tags (extra field of timeline posts, absent when there is none). */
export interface Promotion {
  tag: string;
  tag_id: string;
}

/** POST /svc/promote — features the post at the top of `/tagged/{tag}`. */
export interface PromoteRequest {
  tag: string;
  post_id: string;
  reblog_key: string;
  tumblelog_name: string;
}

/** POST /svc/unpromote */
export interface UnpromoteRequest {
  tag_id: string;
  tag: string;
  post_id: string;
  tumblelog_name: string;
}

/** Answer of promote and unpromote: the post's promotions after the change. */
export interface PromotionResponse {
  promotions: Promotion[];
}

/** POST /answer — answers an ask; the ask becomes a published answer post with a new id (it tops the timelines). */
export interface AnswerRequest {
  post_id: string;
  /** Name of the blog the ask was sent to. */
  tumblelog: string;
  /** The ask's reblog_key. */
  key: string;
  answer_text: string;
}


export interface AnswerResponse {
  post: DashboardPost;
}

/** POST /deny_submission — deletes a submission. */
export interface DenySubmissionRequest {
  pid: string;
}

export interface DenySubmissionResponse {
  id: string;
}

/** POST /approve_submission — publishes a submission, or queues it with `queue: 'queue'`. */
export interface ApproveSubmissionRequest {
  id: string;
  queue?: 'queue';
}

export interface ApproveSubmissionResponse {
  post: DashboardPost;
}

/** Where a follow came from (B§4: the peepr header has its own sources). */
export type FollowSource = 'FOLLOW_SOURCE_POST' | 'UNFOLLOW_SOURCE_POST';

/** POST /svc/follow and POST /svc/unfollow — as the current channel (A§7.1). */
export interface FollowRequest {
  tumblelog: string;
  placement_id?: string | null;
  pt?: string | null;
  source?: FollowSource;
  /** Page the follow came from (LikeSource values). */
  context?: LikeSource;
  offset?: number | null;
}

/** The followed blog's relationship flags after the change (A§4.3). */
export type FollowResponse = Pick<Blog, 'following' | 'can_subscribe' | 'is_subscribed'>;

/** POST and DELETE /svc/blog/{name}/subscription */
export interface SubscriptionRequest {
  source?: 'post';
}

export interface SubscriptionResponse {
  is_subscribed: boolean;
}

/** POST /svc/block/add — `tumblelog` blocks `blocked_tumblelog`. */
export interface BlockRequest {
  /** The blocking blog: the current channel. */
  tumblelog: string;
  blocked_tumblelog: string;
  /** Page the block came from (LikeSource values). */
  block_context: LikeSource;
}

export interface BlockResponse {
  blocked: true;
}

/** One note of a post. */
export interface PostNote {
  id: string;
  type: 'like' | 'reblog' | 'reply' | 'posted';
  /** Unix seconds. */
  timestamp: number;
  blog: Pick<Blog, 'name' | 'avatar_url'>;
  /** type reply: what was written (plain text). */
  reply_text?: string;
  /** type reblog: the blog it was reblogged from. */
  reblog_parent?: string | null;
}

/** GET /svc/post/{id}/notes?limit=&before= */
export interface NotesPage {
  notes: PostNote[];
  /** Cursor for the next (older) page, or null at the end. */
  next: string | null;
  note_count: number;
}

export const NOTES_PAGE_SIZE = 20;

/** Call-to-action of a post (B§2), an extra field of timeline posts when enableCTA was set. */
export interface CallToAction {
  /** ctaTextCode of A§3.3; index into shared's CTA_TEXTS. */
  text_code: number;
  link_url: string;
}

/** Optional fields the dashboard reads on top of DashboardPost. */
export interface DashboardPostExtras {
  promotions?: Promotion[];
  cta?: CallToAction | null;
  /** The blog that sent a submission still waiting in the inbox. */
  submitter?: Blog;
}

/** Video content may say it is a live stream (A§3.13 `livestream`). */
export interface VideoExtras {
  livestream?: boolean;
}
