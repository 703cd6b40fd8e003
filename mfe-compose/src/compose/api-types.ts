/**
 * The server contract of the post form (A§7.2, A§7.5): request and response bodies of every call this
 * remote makes. README.md ("Server contract") describes the same calls for the api implementer.
 * Every call is a POST carrying the form key header; answers use the envelope `{ meta, response, errors? }`.
 */
import type {
  Channel,
  DashboardPost,
  EditorType,
  EmbedData,
  GifMedia,
  GifSearchMessage,
  GifSearchResponse,
  OpenGraphData,
  PostType,
  SaveResponse,
  UploadedFile,
} from '@tumbledash/shared';

export const ENDPOINTS = {
  formBuilderData: '/svc/post/get_post_form_builder_data',
  update: '/svc/post/update',
  fetch: '/svc/post/fetch',
  videoData: '/svc/post/get_video_data',
  inlineGif: '/svc/search/inline_gif',
  uploadPhoto: '/svc/post/upload_photo',
  uploadAudio: '/svc/post/upload_audio',
  uploadVideo: '/svc/post/upload_video',
  openGraph: '/svc/post/opengraph',
} as const;

/** Limits the form enforces before the server does (A§9.1). */
export interface FormLimits {
  max_photos: number;
  caption_length: number;
  image_upload_max_bytes: number;
  audio_upload_max_bytes: number;
  video_upload_max_bytes: number;
}

/** POST /svc/post/get_post_form_builder_data — empty body. */
export interface FormBuilderData {
  /** The signed-in user's blogs; `is_current` marks the current one. */
  channels: Channel[];
  limits: FormLimits;
}

/** Codes of A§4.1 sent as `post[state]`. */
export type StateCode = '0' | '1' | '2' | 'on.2' | 'private' | '0 3' | '4';

/** Format codes of A§4.1: 0 rich, 1 html, 2 markdown. */
export type FormatCode = 0 | 1 | 2;

/** 1 when the slot holds HTML (sanitized to the allow-list), 0 when it is plain text (stored as typed). */
export type RichFlag = 0 | 1;

export interface SlotValues {
  one?: string;
  two?: string;
  three?: string;
}

/** `post[...]` of POST /svc/post/update. */
export interface UpdatePostFields extends SlotValues {
  type: PostType;
  state: StateCode;
  /** Comma-separated tags, without '#'. */
  tags: string;
  slug: string;
  /** ISO 8601 instant; only with state 'on.2'. */
  publish_on: string;
  source_url: string;
  /** Photo posts: photos per row, top to bottom, e.g. "12". */
  photoset_layout?: string;
  /** Photo posts: photo ids in display order, e.g. "o1,o2,o3". */
  photoset_order?: string;
}

/** POST /svc/post/update */
export interface UpdatePostRequest {
  /** Name of the blog to post to (one of the user's channels). */
  channel_id: string;
  /** Edit only: the post to change. */
  post_id?: string;
  editor_type: FormatCode;
  is_rich_text: { one: RichFlag; two: RichFlag; three: RichFlag };
  /** Page the form was opened from (dashboard, drafts, queue, inbox, blog, tagged, likes). */
  context_page: string;
  /** Blog shown on that page, when there is one. */
  context_id: string;
  post: UpdatePostFields;
  /** Markdown source of the HTML slots when editor_type is 2, returned by /svc/post/fetch for editing. */
  markdown?: SlotValues;
  /** Reblog only: the post being reblogged. */
  reblog_id?: string;
  reblog_key?: string;
  /** Photo: image URL per photo id (an upload's URL, a photo already on the post, or an external image URL). */
  images?: Record<string, string>;
  /** Photo: caption per photo id, at most 200 characters. */
  caption?: Record<string, string>;
  /** Link: image URL; video: poster image of the checked embed. */
  thumbnail?: string;
  /** Link. */
  excerpt?: string;
  author?: string;
  /** Audio: track tags. */
  id3_tags?: { title: string; artist: string; album: string };
  album_art?: string;
  /** Audio and video: the URL answered by upload_audio / upload_video. */
  preuploaded_url?: string;
  preuploaded_key?: string;
  /** Audio and video pre-uploads: the person agreed they have permission to share the file. */
  confirm_tos?: boolean;
  /** Video: the embed HTML the embed check produced. */
  embed_code?: string;
}

/** POST /svc/post/fetch — by post id (edit) or by reblog id and key (reblog). */
export type FetchPostRequest =
  | { post_id: string; channel_id?: string }
  | { reblog_id: string; reblog_key: string; post_type?: PostType };

export interface FetchPostResponse {
  post: DashboardPost;
  /** The editor the post was written with. */
  editor_type: EditorType;
  /** The Markdown source of its HTML slots when it was written in Markdown. */
  markdown: SlotValues | null;
}

/** POST /svc/post/get_video_data */
export interface VideoDataRequest {
  embed_url: string;
  embed_width: number;
}


/** POST /svc/search/inline_gif */
export interface GifSearchRequest {
  q: string;
  limit: number;
  context?: string;
}

export type UploadKind = 'image' | 'audio' | 'video';

/** POST /svc/post/opengraph */
export interface OpenGraphRequest {
  url: string;
}

export type { EmbedData, GifMedia, GifSearchMessage, GifSearchResponse, OpenGraphData, SaveResponse, UploadedFile };
