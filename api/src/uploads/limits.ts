/** Largest uploads the server takes (A§9.1 gives the image limit; audio and video are ours). */
export const UPLOAD_LIMITS = {
  audio_upload_max_bytes: 10_485_760,
  video_upload_max_bytes: 52_428_800,
} as const;
