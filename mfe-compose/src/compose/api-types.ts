/**
 * The server contract of the post form (A§7.2, A§7.5): request and response bodies of every call this
 * remote makes. README.md ("Server contract") describes the same calls for the api implementer.
 * Every call is a POST carrying the form key header; answers use the envelope `{ meta, response, errors? }`.
 */
import type {
  ApiResponse,
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
  SubmitPostRequest,
  UploadedFile,
  UpdatePostRequest,
} from '@tumbledash/shared';

export const ENDPOINTS = {
  formBuilderData: '/svc/post/get_post_form_builder_data',
  update: '/svc/post/update',
  submit: '/svc/post/submit',
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

/** POST /svc/post/fetch — by post id (edit) or by reblog id and key (reblog). */
export type FetchPostRequest =
  | { post_id: string; channel_id?: string }
  | { reblog_id: string; reblog_key: string; post_type?: PostType };

/** A post's call-to-action button as the api presents it (api posts/present.ts; A§3.3 ctaTextCode, ctaLinkUrl). */
export interface PostCallToAction {
  text_code: number;
  link_url: string;
}

export interface FetchPostResponse {
  /** `cta` is null (or absent) when the post has no call-to-action button. */
  post: DashboardPost & { cta?: PostCallToAction | null };
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

/** An audio file's own track tags, read by the server at upload (generated from upload_audio's route schema). */
export type TrackTags = ApiResponse<'/svc/post/upload_audio', 'post'>['id3_tags'];

/** What an upload answered; an audio file's answer also carries its tags and its cover (an image upload's URL, or ''). */
export type UploadedMedia = UploadedFile & { id3_tags?: TrackTags; album_art?: string };

/** POST /svc/post/opengraph */
export interface OpenGraphRequest {
  url: string;
}

/**
 * POST /svc/post/update: generated from the api's route schema (shared/src/contracts/openapi.d.ts), so the
 * request is described once; the form fills `post.type` with a PostType and `post.state` with a StateCode.
 */
export type { UpdatePostRequest };

export type { EmbedData, GifMedia, GifSearchMessage, GifSearchResponse, OpenGraphData, SaveResponse, UploadedFile };

/**
 * POST /svc/post/submit: a new post sent into another blog's submissions (B§2 Submit), generated from the api's
 * route schema like the save request: the post's content only, every other field is refused.
 */
export type { SubmitPostRequest };

/** The answer of a submission: the id of the post waiting in the blog's inbox. */
export interface SubmitPostResponse {
  id: string;
}
