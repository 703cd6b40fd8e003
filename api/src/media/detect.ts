import { readImageInfo } from './image-info.js';

/** What an upload is, read from its first bytes, never from its name or declared type. */
export type MediaKind = 'image' | 'audio' | 'video';

export interface DetectedMedia {
  mime: string;
  /** The extension the stored file gets; static serving derives the Content-Type from it. */
  extension: string;
  /** Pixels for images; 0 when not known (audio, video). */
  width: number;
  height: number;
}

/**
 * The Content-Type /media/ serves for each extension an upload can get: the same mime the upload answered
 * (a lookup by extension alone would serve .aac as audio/x-aac).
 */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** Bytes a detector needs at most (a JPEG's size can sit behind large metadata segments). */
export const DETECT_HEAD_BYTES = 1_048_576;

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** WebP: RIFF….WEBP then a VP8 (lossy), VP8L (lossless) or VP8X (extended) chunk, each with the size. */
function webp(bytes: Buffer): DetectedMedia | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return null;
  const chunk = ascii(bytes, 12, 16);
  let width: number;
  let height: number;
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    width = bytes.readUInt16LE(26) & 0x3fff;
    height = bytes.readUInt16LE(28) & 0x3fff;
  } else if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    width = (bits & 0x3fff) + 1;
    height = ((bits >>> 14) & 0x3fff) + 1;
  } else if (chunk === 'VP8X') {
    width = bytes.readUIntLE(24, 3) + 1;
    height = bytes.readUIntLE(27, 3) + 1;
  } else {
    return null;
  }
  if (width === 0 || height === 0) return null;
  return { mime: 'image/webp', extension: 'webp', width, height };
}

export function detectImage(bytes: Buffer): DetectedMedia | null {
  const info = readImageInfo(bytes);
  if (info) return { mime: info.mime, extension: info.extension, width: info.width, height: info.height };
  return webp(bytes);
}

/** The major brand of an ISO base media file (MP4, M4A, QuickTime): `ftyp` at offset 4. */
function isoBrand(bytes: Buffer): string | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = bytes.readUInt32BE(0);
  if (size < 8 || size > 4096) return null;
  return ascii(bytes, 8, 12);
}

const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'mp42', 'mp41', 'isom', 'iso2', 'dash']);
const VIDEO_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'M4VH', 'M4VP', 'mmp4', 'msnv', 'f4v ', 'F4V ']);

/** An MPEG audio frame header (MP3 and the other layers) or an ADTS (AAC) header at `offset`. */
function mpegFrame(bytes: Buffer, offset: number): 'mpeg' | 'aac' | null {
  if (bytes.length < offset + 4 || bytes[offset] !== 0xff) return null;
  const b1 = bytes[offset + 1]!;
  const b2 = bytes[offset + 2]!;
  if ((b1 & 0xe0) !== 0xe0) return null;
  const layer = (b1 >> 1) & 0x03;
  if (layer === 0) {
    // ADTS: 12 sync bits, layer 00; sampling frequency index 0–12.
    return (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) <= 12 ? 'aac' : null;
  }
  const version = (b1 >> 3) & 0x03;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0x03;
  return version !== 1 && bitrate !== 0x0f && bitrate !== 0 && sampleRate !== 3 ? 'mpeg' : null;
}

export function detectAudio(bytes: Buffer): DetectedMedia | null {
  const unknownSize = { width: 0, height: 0 };
  // ID3v2 tag (version 2–4) in front of MP3 frames.
  const syncsafe = (from: number) => [6, 7, 8, 9].every((index) => bytes[from + index]! < 0x80);
  if (bytes.length >= 10 && ascii(bytes, 0, 3) === 'ID3' && bytes[3]! >= 2 && bytes[3]! <= 4 && syncsafe(0)) {
    return { mime: 'audio/mpeg', extension: 'mp3', ...unknownSize };
  }
  const frame = mpegFrame(bytes, 0);
  if (frame === 'mpeg') return { mime: 'audio/mpeg', extension: 'mp3', ...unknownSize };
  if (frame === 'aac') return { mime: 'audio/aac', extension: 'aac', ...unknownSize };
  const brand = isoBrand(bytes);
  if (brand !== null && AUDIO_BRANDS.has(brand)) return { mime: 'audio/mp4', extension: 'm4a', ...unknownSize };
  if (bytes.length >= 28 && ascii(bytes, 0, 4) === 'OggS' && bytes[4] === 0) return { mime: 'audio/ogg', extension: 'ogg', ...unknownSize };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return { mime: 'audio/wav', extension: 'wav', ...unknownSize };
  return null;
}

/** The DocType of an EBML header (`webm` or `matroska`), read from its first bytes. */
function ebmlDocType(bytes: Buffer): string | null {
  if (bytes.length < 8 || bytes.readUInt32BE(0) !== 0x1a45dfa3) return null;
  const head = bytes.subarray(0, 128);
  const at = head.indexOf(Buffer.from([0x42, 0x82]));
  if (at === -1 || at + 3 > head.length) return null;
  // One-byte size (0x80 | n), as every muxer writes it for the DocType.
  const size = head[at + 2]! & 0x7f;
  if ((head[at + 2]! & 0x80) === 0 || at + 3 + size > head.length) return null;
  return ascii(head, at + 3, at + 3 + size);
}

export function detectVideo(bytes: Buffer): DetectedMedia | null {
  const unknownSize = { width: 0, height: 0 };
  const brand = isoBrand(bytes);
  if (brand === 'qt  ') return { mime: 'video/quicktime', extension: 'mov', ...unknownSize };
  if (brand !== null && VIDEO_BRANDS.has(brand)) return { mime: 'video/mp4', extension: 'mp4', ...unknownSize };
  if (ebmlDocType(bytes) === 'webm') return { mime: 'video/webm', extension: 'webm', ...unknownSize };
  return null;
}

export function detectMedia(bytes: Buffer, kind: MediaKind): DetectedMedia | null {
  switch (kind) {
    case 'image':
      return detectImage(bytes);
    case 'audio':
      return detectAudio(bytes);
    case 'video':
      return detectVideo(bytes);
  }
}
