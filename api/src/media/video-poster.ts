import { execFile } from 'node:child_process';
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readImageInfo } from './image-info.js';
import { newMediaName } from './store.js';

/**
 * An uploaded video's size, length and poster frame (issue 14: "Videos get a poster frame"), read with
 * Debian's ffprobe and ffmpeg. Without them (`apt-get install ffmpeg`) a video is stored as before: no
 * poster, size unknown. The file was typed by its bytes already; ffmpeg is still told which demuxer to use
 * and may open nothing but that file, so a crafted upload cannot make it read playlists or the network.
 */

export interface VideoFacts {
  width: number;
  height: number;
  durationSeconds: number;
}

export interface VideoPoster {
  /** The poster's media name (a JPEG beside the video). */
  name: string;
  width: number;
  height: number;
  sizeBytes: number;
}

const TIMEOUT_MS = 15_000;
/** Wide enough for the widest post column at 2x; the player scales it. */
const POSTER_MAX_WIDTH = 1080;
/** ffmpeg's demuxer for each stored video type. */
const DEMUXERS: Record<string, string> = { mp4: 'mov', mov: 'mov', webm: 'matroska' };
const SAFE_INPUT = ['-protocol_whitelist', 'file'];

let missingTools = false;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1 << 20, windowsHide: true }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

/** The first video stream's size and the container's duration, or null when ffprobe cannot read them. */
export async function probeVideo(path: string, extension: string): Promise<VideoFacts | null> {
  const demuxer = DEMUXERS[extension];
  if (!demuxer) return null;
  const out = await run('ffprobe', ['-v', 'error', ...SAFE_INPUT, '-f', demuxer, '-select_streams', 'v:0', '-show_entries', 'stream=width,height:format=duration', '-of', 'json', path]);
  const parsed = JSON.parse(out) as { streams?: { width?: number; height?: number }[]; format?: { duration?: string } };
  const stream = parsed.streams?.[0];
  const width = Number(stream?.width);
  const height = Number(stream?.height);
  if (!(width > 0 && height > 0)) return null;
  const duration = Number(parsed.format?.duration);
  return { width, height, durationSeconds: Number.isFinite(duration) && duration > 0 ? Math.round(duration * 10) / 10 : 0 };
}

/** A JPEG of the frame a third into the video (at most 1 s in: past a fade from black), in `dir`. */
export async function posterFrame(dir: string, path: string, extension: string, durationSeconds: number): Promise<VideoPoster | null> {
  const demuxer = DEMUXERS[extension];
  if (!demuxer) return null;
  const name = newMediaName('jpg');
  const target = join(dir, name);
  const at = Math.min(1, durationSeconds / 3).toFixed(2);
  try {
    await run('ffmpeg', ['-v', 'error', '-nostdin', '-threads', '1', ...SAFE_INPUT, '-ss', at, '-f', demuxer, '-i', path, '-frames:v', '1', '-vf', `scale='min(${POSTER_MAX_WIDTH},iw)':-2`, '-q:v', '3', '-f', 'image2', '-c:v', 'mjpeg', target]);
    const info = readImageInfo(await readFile(target));
    if (!info || info.extension !== 'jpg') throw new Error('ffmpeg wrote no JPEG');
    return { name, width: info.width, height: info.height, sizeBytes: (await stat(target)).size };
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** Size, length and poster of a stored video; null when ffmpeg is not installed or cannot read it. */
export async function describeVideo(
  dir: string,
  name: string,
  extension: string,
  log: FastifyBaseLogger,
): Promise<{ facts: VideoFacts; poster: VideoPoster | null } | null> {
  if (missingTools) return null;
  const path = join(dir, name);
  try {
    const facts = await probeVideo(path, extension);
    if (!facts) return null;
    const poster = await posterFrame(dir, path, extension, facts.durationSeconds).catch((error: unknown) => {
      log.warn({ err: error, video: name }, 'no poster frame for this video');
      return null;
    });
    return { facts, poster };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      missingTools = true;
      log.warn('ffprobe/ffmpeg not found: uploaded videos get no poster frame (apt-get install ffmpeg)');
    } else {
      log.warn({ err: error, video: name }, 'video not readable by ffprobe');
    }
    return null;
  }
}
