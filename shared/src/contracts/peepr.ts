import type { Blog, HighlightedPost, ThemeParams } from './types/blog';
import type { DashboardPost } from './types/post';

/** Messages of the ask form (B§5 "Ask"); the server answers with the same texts. */
export const ASK_MESSAGES = {
  empty: 'You need to enter a question!',
  links: "Sorry, but please don't include links in questions.",
  tooLong: 'Questions can be at most 500 characters.',
} as const;

/** B§9 "Ask limit 500". */
export const ASK_MAX_LENGTH = 500;

/** Longest answer to an ask (/answer `answer_text`), in characters; the spec names none, this is the house limit. */
export const ANSWER_MAX_LENGTH = 4096;

/** Top-level domains that make "word.tld" a link (B§5: "a word followed by a known top-level domain suffix"). */
export const KNOWN_TLDS = [
  'com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'io', 'co', 'me', 'tv', 'us', 'uk', 'ca', 'de',
  'fr', 'jp', 'ru', 'ch', 'it', 'nl', 'se', 'no', 'es', 'au', 'in', 'br', 'cn', 'ly', 'gl', 'gd', 'to', 'fm', 'am',
  'ai', 'app', 'dev', 'xyz', 'online', 'site', 'club', 'blog', 'tumblr', 'link', 'click', 'shop', 'store', 'news',
] as const;

const LINK_PATTERNS = [
  /\bhttps?:\/\//i,
  /\bwww\./i,
  new RegExp(`\\b[a-z0-9-]+\\.(?:${KNOWN_TLDS.join('|')})\\b`, 'i'),
];

/** Newlines are stripped from a question (B§5). */
export function stripNewlines(question: string): string {
  return question.replace(/[\r\n]+/g, ' ');
}

export function containsLink(question: string): boolean {
  return LINK_PATTERNS.some((pattern) => pattern.test(question));
}

/** Every problem with a question, in the order the ask form lists them; empty when it may be sent. */
export function validateQuestion(raw: string): string[] {
  const question = stripNewlines(raw).trim();
  if (!question) return [ASK_MESSAGES.empty];
  const errors: string[] = [];
  if (containsLink(question)) errors.push(ASK_MESSAGES.links);
  if (question.length > ASK_MAX_LENGTH) errors.push(ASK_MESSAGES.tooLong);
  return errors;
}

/** POST /svc/post/ask (B§7). */
export interface AskInput {
  recipient: string;
  anonymous: boolean;
  question: string;
}

/** B§4 "Adult-content appeal states". */
export const APPEAL_STATES = { none: 0, available_prioritize: 1, available: 2, in_review: 3, complete: 4 } as const;
export type AppealState = (typeof APPEAL_STATES)[keyof typeof APPEAL_STATES];

/** POST /svc/appeal (B§3 "Appeal request"). */
export interface AppealInput {
  post_id: string;
  blog_name: string;
  state: AppealState;
}

/** Blog search model (B§3). */
export const SEARCH_SORTS = ['CREATED_DESC', 'POPULARITY_DESC'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_POST_TYPES = ['ANY', 'TEXT', 'PHOTO', 'QUOTE', 'LINK', 'CHAT', 'AUDIO', 'VIDEO'] as const;
export type SearchPostType = (typeof SEARCH_POST_TYPES)[number];
export const SEARCH_POST_ROLES = ['ANY', 'ORIGINAL'] as const;
export type SearchPostRole = (typeof SEARCH_POST_ROLES)[number];
/** B§9 "Search page size 10, autocomplete max 20". */
export const SEARCH_PAGE_SIZE = 10;
export const TYPEAHEAD_MAX = 20;

/** GET /svc/search/blog_search/{blog}/{term}: `next_offset` is negative at the end. */
export interface BlogSearchPage {
  posts: DashboardPost[];
  next_offset: number;
}

/** GET /svc/search/blog_search_typeahead/{blog}. */
export interface TypeaheadResponse {
  tags: { tag: string }[];
}

/** Site search (`/search/{term}`, B§2): sort top/recent and a post type. */
export const SITE_SEARCH_SORTS = ['top', 'recent'] as const;
export type SiteSearchSort = (typeof SITE_SEARCH_SORTS)[number];
export const SITE_SEARCH_POST_TYPES = ['any', 'text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'] as const;
export type SiteSearchPostType = (typeof SITE_SEARCH_POST_TYPES)[number];

/** GET /svc/search/site: matching blogs (first page only) and posts. */
export interface SiteSearchPage {
  blogs: Blog[];
  posts: DashboardPost[];
  next_offset: number;
}

/** A blog as the viewer's header shows it: the blog plus what the viewer may do with it. */
export type BlogHeader = Blog & {
  /** The viewer owns the blog: header editing controls (B§2). */
  customizable: boolean;
  has_default_header: boolean;
  is_current: boolean;
  /** The blog is one of the viewer's own (no follow button). */
  is_member: boolean;
};

/** GET /svc/indash_blog/posts and /svc/tumblelog/{name}/peepr (B§3 "Blog viewer posts response"). */
export interface BlogViewerPosts {
  posts: DashboardPost[];
  tumblelog: BlogHeader;
  peepr_ad: null;
  tracking_html: string;
}

/** What an owner may change with a save to /svc/indash_blog/header (theme params without the header image's focus). */
export type HeaderSave = Partial<Omit<ThemeParams, 'header_image_focused' | 'header_image_width' | 'header_image_height'>> & {
  title?: string;
  /** HTML; sanitized by the server. */
  description?: string;
  avatar_url?: string;
  /** A /media/ URL of an image the owner uploaded, or "" for the default header. */
  header_image?: string;
};

/** The hover card (B§2 "Blog hover card"): the blog and its recent posts, its highlighted posts (A§7.1). */
export interface BlogPopover {
  tumblelog: BlogHeader;
  recent_posts: HighlightedPost[];
}

/** Extra post fields for NSFW handling (B§4): set on flagged posts. */
export interface NsfwPostFields {
  /** Flagged as adult content (by moderation or the owner). */
  is_nsfw?: boolean;
  /** For the post's own blog only: the appeal state of a moderation flag. */
  appeal_state?: AppealState;
  /** Flagged and shown to someone in safe mode who has not lifted it for the post's blog: show it blurred (B§4). */
  safe_mode_blurred?: boolean;
}

/** Title fonts a blog may choose (B§9 "about 35 fonts, web plus system"); the default is first. */
export const BLOG_FONTS = [
  'Gibson', 'Arial', 'Helvetica', 'Verdana', 'Tahoma', 'Trebuchet MS', 'Georgia', 'Times New Roman', 'Garamond',
  'Palatino', 'Courier New', 'Lucida Console', 'Lucida Sans', 'Impact', 'Comic Sans MS', 'Baskerville', 'Bodoni',
  'Futura', 'Gill Sans', 'Optima', 'Didot', 'Rockwell', 'Franklin Gothic', 'Century Gothic', 'Avenir', 'Segoe UI',
  'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Merriweather', 'Playfair Display', 'Source Serif', 'Fira Sans',
  'Ubuntu', 'system-ui', 'serif', 'sans-serif', 'monospace',
] as const;

/** #rgb or #rrggbb. */
export const THEME_COLOR_PATTERN = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
/** Longest blog title and description (characters). */
export const BLOG_TITLE_MAX = 100;
export const BLOG_DESCRIPTION_MAX = 2000;

/**
 * What an owner may do with an appeal (B§4): from the banner (1) dismiss it (2) or request review (3); from
 * "available" (2) request review. In review (3) and complete (4) are the moderators' to change.
 */
const OWNER_APPEAL_MOVES: Record<AppealState, readonly AppealState[]> = { 0: [], 1: [2, 3], 2: [3], 3: [], 4: [] };

export function canMoveAppeal(from: AppealState, to: AppealState): boolean {
  return OWNER_APPEAL_MOVES[from]?.includes(to) ?? false;
}
