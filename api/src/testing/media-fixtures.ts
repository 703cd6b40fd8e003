import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPng } from '../media/png.js';
import { melodyWav } from '../seed/wav.js';

/** The smallest byte strings each detector accepts (or should refuse), made by hand. */

const u16le = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};
const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export const pngBytes = (width = 3, height = 2) => renderPng(width, height, () => [200, 80, 40]);

export const gifBytes = (width = 5, height = 4) => Buffer.concat([Buffer.from('GIF89a'), u16le(width), u16le(height), Buffer.alloc(16)]);

/** SOI, an APP0 segment, then SOF0 for 640×480. */
export const jpegBytes = () =>
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00,
    0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);

function riff(form: string, chunk: string, body: Buffer): Buffer {
  const payload = Buffer.concat([Buffer.from(chunk), u32le(body.length), body]);
  return Buffer.concat([Buffer.from('RIFF'), u32le(4 + payload.length), Buffer.from(form), payload]);
}

/** Lossless WebP: signature 0x2f, then 14-bit width − 1 and height − 1. */
export const webpLosslessBytes = (width = 7, height = 9) => riff('WEBP', 'VP8L', Buffer.concat([Buffer.from([0x2f]), u32le((width - 1) | ((height - 1) << 14)), Buffer.alloc(8)]));

/** Lossy WebP: a frame tag, the start code 9d 01 2a, then 14-bit width and height. */
export const webpLossyBytes = (width = 16, height = 12) => riff('WEBP', 'VP8 ', Buffer.concat([Buffer.from([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a]), u16le(width), u16le(height), Buffer.alloc(8)]));

/** Extended WebP: flags, then 24-bit width − 1 and height − 1. */
export const webpExtendedBytes = (width = 300, height = 200) => {
  const size = Buffer.alloc(6);
  size.writeUIntLE(width - 1, 0, 3);
  size.writeUIntLE(height - 1, 3, 3);
  return riff('WEBP', 'VP8X', Buffer.concat([Buffer.alloc(4), size, Buffer.alloc(4)]));
};

/** An ID3v2.4 tag (empty, syncsafe size) in front of an MPEG-1 Layer III frame header. */
export const mp3Id3Bytes = () => Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(32)]);
/** A bare MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz). */
export const mp3FrameBytes = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(32)]);
/** An ADTS (AAC) header: sync, MPEG-4, layer 00, no CRC; AAC LC at 44.1 kHz. */
export const aacAdtsBytes = () => Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), Buffer.alloc(32)]);

function isoFile(brand: string): Buffer {
  return Buffer.concat([u32be(24), Buffer.from('ftyp'), Buffer.from(brand), u32be(0), Buffer.from(brand), Buffer.from('isom'), u32be(8), Buffer.from('free')]);
}
export const m4aBytes = () => isoFile('M4A ');
export const mp4Bytes = () => isoFile('isom');
export const quickTimeBytes = () => isoFile('qt  ');

export const oggBytes = () => Buffer.concat([Buffer.from('OggS'), Buffer.from([0, 2]), Buffer.alloc(40)]);
export const wavBytes = () => melodyWav(8000);

/** The seed's 4-second WebM clip. */
export const webmBytes = () => readFileSync(new URL('../../seed-media/clip.webm', import.meta.url));
/** An EBML header whose DocType is "matroska", not "webm". */
export const matroskaBytes = () => {
  const docType = Buffer.from('matroska');
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (docType.length + 3), 0x42, 0x82, 0x80 | docType.length]), docType, Buffer.alloc(16)]);
};

export const textBytes = () => Buffer.from('this is not a PNG at all, just some words\n');

export interface TrackTags {
  title?: string;
  artist?: string;
  album?: string;
}

/**
 * A one-second MP3 tone made with ffmpeg (as the api's video tests need it), with these ID3v2.3 tags and, when
 * given, `cover` (PNG or JPEG bytes) as its front cover. No binary fixture is kept.
 */
export function taggedMp3(tags: TrackTags, cover?: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'tagged-mp3-'));
  try {
    const out = join(dir, 'track.mp3');
    const metadata = Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
    const picture = cover ? join(dir, 'cover') : null;
    if (picture) writeFileSync(picture, cover!);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-nostdin', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
      ...(picture ? ['-i', picture, '-map', '0:a', '-map', '1:v', '-c:v', 'copy', '-metadata:s:v', 'comment=Cover (front)'] : []),
      ...['-c:a', 'libmp3lame', '-b:a', '32k', '-id3v2_version', '3', ...metadata, out],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An ID3v2.3 tag of text frames (TIT2, TPE1…) and an optional APIC picture frame with whatever bytes are given. */
export function id3v23Tag(frames: Record<string, string>, picture?: { mime: string; bytes: Buffer }): Buffer {
  const frame = (id: string, body: Buffer) => {
    const header = Buffer.alloc(10);
    header.write(id, 0, 'latin1');
    header.writeUInt32BE(body.length, 4);
    return Buffer.concat([header, body]);
  };
  const parts = Object.entries(frames).map(([id, text]) => frame(id, Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')])));
  // Encoding 0, the MIME type, picture type 3 (front cover), an empty description, the data.
  if (picture) parts.push(frame('APIC', Buffer.concat([Buffer.from([0]), Buffer.from(`${picture.mime}\0`, 'latin1'), Buffer.from([3, 0]), picture.bytes])));
  const body = Buffer.concat(parts);
  const size = Buffer.from([(body.length >> 21) & 0x7f, (body.length >> 14) & 0x7f, (body.length >> 7) & 0x7f, body.length & 0x7f]);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0]), size, body]);
}
