/** The type and size of an image read from its bytes, never from its name or declared type. */
export interface ImageInfo {
  mime: 'image/jpeg' | 'image/png' | 'image/gif';
  extension: 'jpg' | 'png' | 'gif';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value);
}

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  // The IHDR chunk comes first: length, "IHDR", width, height.
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gifSize(bytes: Buffer): { width: number; height: number } | null {
  const header = bytes.toString('latin1', 0, 6);
  if (bytes.length < 10 || (header !== 'GIF87a' && header !== 'GIF89a')) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

export function readImageInfo(bytes: Buffer): ImageInfo | null {
  let size: { width: number; height: number } | null = null;
  let kind: Pick<ImageInfo, 'mime' | 'extension'> | null = null;
  if (startsWith(bytes, PNG_SIGNATURE)) {
    size = pngSize(bytes);
    kind = { mime: 'image/png', extension: 'png' };
  } else if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) {
    size = gifSize(bytes);
    kind = { mime: 'image/gif', extension: 'gif' };
  } else if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    size = jpegSize(bytes);
    kind = { mime: 'image/jpeg', extension: 'jpg' };
  }
  if (!size || !kind || size.width === 0 || size.height === 0) return null;
  return { ...kind, ...size };
}
