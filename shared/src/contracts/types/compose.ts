/** Answers of the post form's helper calls, read by mfe-compose and written by the api. */

/** One result of POST /svc/search/inline_gif (A§3.10). */
export interface GifMedia {
  mediaUrl: string;
  postUrl: string;
  rootPostUrl: string;
  rootPostUrlHash: string;
  rootBlog: string;
  rootBlogUrl: string;
  rootBlogKey: string;
  postTags: string[];
  /** A tag equal to the query, or ''. */
  popularSearchTag: string;
  width: number;
  height: number;
  /** Name of the blog of the post showing the GIF. */
  postBlog: string;
  /** That blog's uuid: a GIF sent as a message needs it with `postId` (B§5). */
  postBlogUuid: string;
  postId: string;
}

export interface GifSearchMessage {
  header: string;
  body: string;
}

export interface GifSearchResponse {
  media: GifMedia[];
  /** Set for a sensitive query: the client hides the grid behind "View results anyway". */
  message?: GifSearchMessage | null;
}

/** Answer of upload_photo / upload_audio / upload_video (the envelope's `response`, or its first item). */
export interface UploadedFile {
  url: string;
  /** Opaque id of the stored file (its generated name). */
  key: string;
  mime: string;
  bytes: number;
  /** Images and videos; 0 when unknown. */
  width: number;
  height: number;
  /** Videos: the poster frame the server made (null when it could not) and the length in seconds (0 when unknown). */
  poster?: string | null;
  duration?: number;
  /** Set on a failed item inside a list answer. */
  msg?: string;
}

/** Answer of POST /svc/post/opengraph; missing values are ''. */
export interface OpenGraphData {
  /** After redirects. */
  url: string;
  title: string;
  description: string;
  /** An absolute http(s) URL, or ''. */
  image: string;
  author: string;
  site_name: string;
}

/** Answer of POST /svc/post/get_video_data (A§3.11); `unsupported` with a blank render context for unknown services. */
export interface EmbedData {
  thumbnail: string;
  url: string;
  embed_render_context: string;
  preview_iframe: string;
  embed_code: string;
  unsupported: boolean;
}
