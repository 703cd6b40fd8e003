import type { Blog } from './blog';

export const POST_TYPES = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'] as const;
/** The seven types a person creates, in fast-compose order (A§2.3). */
export type CreatablePostType = (typeof POST_TYPES)[number];
export type PostType = CreatablePostType | 'note';

export type PostState = 'published' | 'draft' | 'queued' | 'scheduled' | 'private' | 'unapproved' | 'transcoding';
/** Codes sent to the server for each state (A§4.1). */
export const POST_STATE_CODES: Record<PostState, string> = {
  published: '0',
  draft: '1',
  queued: '2',
  scheduled: 'on.2',
  private: 'private',
  unapproved: '0 3',
  transcoding: '4',
};

export type EditorType = 'rich' | 'html' | 'markdown';
export const EDITOR_FORMAT_CODES: Record<EditorType, number> = { rich: 0, html: 1, markdown: 2 };

export interface PhotoItem {
  id: string;
  url: string;
  width: number;
  height: number;
  caption: string;
}

export interface ChatLine {
  label: string;
  phrase: string;
}

/** Content slots per type (A§3.4), as the dashboard renders them. HTML fields are sanitized by the server. */
export type PostContent =
  | { type: 'text'; title: string; body: string }
  | { type: 'photo'; caption: string; linkthrough: string; photos: PhotoItem[]; layout: number[] }
  | { type: 'quote'; quote: string; source: string }
  | { type: 'link'; title: string; url: string; caption: string; excerpt: string; author: string; thumbnail: string }
  | { type: 'chat'; title: string; chat: ChatLine[] }
  | {
      type: 'audio';
      caption: string;
      url: string;
      trackTitle: string;
      trackArtist: string;
      trackAlbum: string;
      albumArt: string;
    }
  | {
      type: 'video';
      caption: string;
      url: string;
      hdUrl: string;
      embedCode: string;
      poster: string;
      duration: number;
      width: number;
      height: number;
    }
  | { type: 'note'; ask: string; asker: string | null; answer: string; caption: string };

/** One contribution in a reblog trail: who said what, oldest first. */
export interface TrailItem {
  blog: Pick<Blog, 'name' | 'uuid' | 'avatar_url'>;
  post_id: string;
  content_html: string;
}

/** A post as the dashboard and actions use it (A§3.7). */
export interface DashboardPost {
  id: string;
  root_id: string;
  reblog_key: string;
  placement_id: string | null;
  is_recommended: boolean;
  pt: string | null;
  type: PostType;
  state: PostState;
  timestamp: number;
  publish_on: string | null;
  liked: boolean;
  reblogged: boolean;
  is_mine: boolean;
  tumblelog: string;
  tumblelog_key: string;
  tumblelog_uuid: string;
  reblogged_root_uuid: string | null;
  reblog_source: { name: string; following: boolean } | null;
  sponsored: boolean;
  following: boolean;
  tumblelog_mention_key: string;
  is_carousel: boolean;
  carousel_index: number;
  post_url: string;
  embed_key: string;
  embed_did: string;
  note_count: number;
  tags: string[];
  source_url: string;
  slug: string;
  content: PostContent;
  trail: TrailItem[];
  blog: Blog;
  parent_blog: Blog | null;
  root_blog: Blog | null;
}

/** Save response of POST /svc/post/update (A§3.6). */
export interface SaveResponse {
  post: DashboardPost & { is_edit: boolean; is_reblog: boolean };
  post_dashboard_html: string;
  post_context_page: string;
  post_tumblelog: { name_or_id: string; url: string; avatar: string; post_url: string };
  context_tumblelog: { name: string; posts: number; drafts: number; queue: number };
  message: string;
  created_post: boolean;
}
