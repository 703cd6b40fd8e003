import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connect.js';
import type { UploadsTable } from '../db/schema.js';
import { randomToken } from '../http/tokens.js';
import { shareFile } from '../storage/shared-files.js';

export function mediaDir(dataDir: string): string {
  return join(dataDir, 'media');
}

export function mediaUrl(name: string): string {
  return `/media/${name}`;
}

/** A generated, unguessable file name (96 random bits) with the extension of the file's type. */
export function newMediaName(extension: string): string {
  return `${randomToken(12)}.${extension}`;
}

/** Writes bytes under a generated, unguessable name in ${DATA_DIR}/media; returns that name. */
export async function writeMediaFile(dataDir: string, bytes: Uint8Array, extension: string): Promise<string> {
  const name = newMediaName(extension);
  await mkdir(mediaDir(dataDir), { recursive: true });
  await writeFile(join(mediaDir(dataDir), name), bytes);
  await shareFile(dataDir, `media/${name}`, bytes);
  return name;
}

export interface UploadRecord {
  name: string;
  mime: string;
  sizeBytes: number;
  kind: UploadsTable['kind'];
  width?: number;
  height?: number;
  ownerUserId: string | null;
  originalName?: string;
  /** A video's poster frame (its own image upload) and length. */
  posterName?: string;
  durationSeconds?: number;
}

export async function recordUpload(db: Db, upload: UploadRecord): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      name: upload.name,
      mime: upload.mime,
      size_bytes: upload.sizeBytes,
      kind: upload.kind,
      width: upload.width ?? null,
      height: upload.height ?? null,
      owner_user_id: upload.ownerUserId,
      original_name: upload.originalName ?? '',
      poster_name: upload.posterName ?? null,
      duration_seconds: upload.durationSeconds ?? null,
    })
    .execute();
}
