import type { UploadKind } from '../compose/api-types';

/** Upload texts of A§5.6 and A§8.6, exactly. */
export const UPLOAD_MESSAGES = {
  tooBig: 'The file is too big. Squish it down, and try again!',
  uploadError: 'Upload error',
  canceled: 'Canceled upload',
  woops: 'Woops :(',
} as const;

/** 'This is not valid %1$s file.' with the media type filled in (A§5.6). */
export function invalidTypeMessage(kind: UploadKind): string {
  return `This is not valid ${kind} file.`;
}

/**
 * Types each kind of upload takes: the formats the server reads (JPEG, PNG, GIF, WebP; MP3, M4A/AAC, Ogg,
 * WAV; MP4, QuickTime, WebM) under the names browsers and systems give them. The server checks the bytes.
 */
export const TYPE_PATTERNS: Record<UploadKind, RegExp> = {
  image: /^image\/(?:jpeg|pjpeg|png|gif|webp)$/,
  audio: /^audio\/(?:mpeg|mp3|x-mp3|x-mpeg|mp4|x-m4a|aac|x-aac|vnd\.dlna\.adts|ogg|wav|x-wav|wave|vnd\.wave)$/,
  video: /^video\/(?:mp4|x-m4v|quicktime|webm)$/,
};

export function typeError(file: { type: string }, kind: UploadKind): string | null {
  return TYPE_PATTERNS[kind].test(file.type) ? null : invalidTypeMessage(kind);
}

export function sizeError(bytes: number, maxBytes: number): string | null {
  return bytes > maxBytes ? UPLOAD_MESSAGES.tooBig : null;
}
