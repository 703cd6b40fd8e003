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

/** Types each kind of upload takes (the server checks the bytes themselves). */
export const TYPE_PATTERNS: Record<UploadKind, RegExp> = {
  image: /^image\/(?:jpeg|png|gif|webp)$/,
  audio: /^audio\/(?:mpeg|mp3|mp4|x-m4a|aac|ogg|wav|x-wav)$/,
  video: /^video\/(?:mp4|quicktime|webm)$/,
};

export function typeError(file: { type: string }, kind: UploadKind): string | null {
  return TYPE_PATTERNS[kind].test(file.type) ? null : invalidTypeMessage(kind);
}

export function sizeError(bytes: number, maxBytes: number): string | null {
  return bytes > maxBytes ? UPLOAD_MESSAGES.tooBig : null;
}
