import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../http/tokens.js';

export interface ReceivedFile {
  /** A dot-file beside the media (never served: static serving ignores dotfiles); rename or remove it. */
  tempPath: string;
  bytes: number;
  /** The first bytes, for type detection. */
  head: Buffer;
  /** The stream stopped at its size limit: the file is larger than allowed. */
  truncated: boolean;
}

/**
 * Streams an uploaded file to a temporary file in `dir`, keeping its first `headBytes` in memory, so a large
 * video never sits in memory whole. On any failure the temporary file is removed.
 */
export async function receiveToTemp(dir: string, stream: Readable & { truncated?: boolean }, headBytes: number): Promise<ReceivedFile> {
  await mkdir(dir, { recursive: true });
  const tempPath = join(dir, `.upload-${randomToken(12)}.part`);
  const head: Buffer[] = [];
  let headLength = 0;
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (headLength < headBytes) {
        const piece = chunk.subarray(0, headBytes - headLength);
        head.push(piece);
        headLength += piece.length;
      }
      callback(null, chunk);
    },
  });
  const file = createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(stream, counter, file);
  } catch (error) {
    // A sender gone before the file was even open fails the pipeline while the open is still under way: removed
    // before the stream has closed, the file would be created after its removal and stay.
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    await removeQuietly(tempPath);
    throw error;
  }
  return { tempPath, bytes, head: Buffer.concat(head), truncated: stream.truncated === true };
}

export async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}
