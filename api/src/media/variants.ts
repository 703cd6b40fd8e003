import { access, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';
import { IMAGE_VARIANT_NAME, imageVariantWidths } from '../contracts.js';
import { randomToken } from '../http/tokens.js';
import { MAX_IMAGE_PIXELS } from './image-limits.js';
import { loadSharp } from './sharp.js';

/**
 * Responsive copies of stored still images (issue 14): each width of `imageVariantWidths` as AVIF, WebP and
 * the original's format, resized once with sharp and kept beside the original as `{name}.w{width}.{format}`
 * (the names the post card puts in `srcset`). sharp writes no metadata: EXIF, GPS included, is left behind.
 * A GIF gets one variant, an animated WebP of its own width (lossy, or lossless when that is smaller: a
 * 207 KB seed GIF becomes 34 KB, a 10 KB one 6 KB); the GIF itself stays for browsers without WebP.
 */

const ORIGINAL = /^([A-Za-z0-9_-]+)\.(png|jpe?g|webp|gif)$/;
const ORIGINAL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
type VariantFormat = 'avif' | 'webp' | 'png' | 'jpg' | 'jpeg';

/** The server's one image size limit (uploads are checked against it first). */
const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;

function encode(image: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case 'avif':
      // effort 2: a few times faster than the default for a few percent more bytes.
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true });
    default:
      return image.jpeg({ quality: 80, mozjpeg: true });
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Width after EXIF orientation: what a browser shows. */
async function displayedWidth(path: string): Promise<number> {
  const sharp = await loadSharp();
  const metadata = await sharp(path, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  return metadata.autoOrient?.width ?? metadata.width ?? 0;
}

async function findOriginal(dir: string, base: string): Promise<string | null> {
  for (const extension of ORIGINAL_EXTENSIONS) {
    const path = join(dir, `${base}.${extension}`);
    if (await exists(path)) return path;
  }
  return null;
}

/** An animated WebP of a GIF, every frame kept: lossy, or lossless when that comes out smaller. */
async function animatedWebp(original: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const frames = () => sharp(original, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
  const lossy = await frames().webp({ quality: 75, effort: 4 }).toBuffer();
  const lossless = await frames().webp({ lossless: true, effort: 4 }).toBuffer();
  return lossless.length < lossy.length ? lossless : lossy;
}

async function writeVariant(original: string, target: string, width: number, format: VariantFormat): Promise<void> {
  // Written under a dot-name (never served) and renamed, so no one is handed half a file.
  const temporary = join(target, '..', `.variant-${randomToken(9)}.part`);
  if (original.endsWith('.gif')) await writeFile(temporary, await animatedWebp(original));
  else await encode((await loadSharp())(original, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true }), format).toFile(temporary);
  await rename(temporary, target);
}

/** The variants an original offers: every width in AVIF, WebP and its own format; a GIF one WebP at its width. */
function offered(extension: string, width: number): { width: number; format: string }[] {
  // A GIF is not resized (its frames stay as drawn); one wider than the largest variant gets none.
  if (extension === 'gif') return imageVariantWidths(width).at(-1) === width ? [{ width, format: 'webp' }] : [];
  return imageVariantWidths(width).flatMap((offeredWidth) => ['avif', 'webp', extension].map((format) => ({ width: offeredWidth, format })));
}

const inFlight = new Map<string, Promise<boolean>>();

/**
 * Makes one variant (by its file name) in `dir` if it is a valid one and missing; true when it exists then.
 * Concurrent asks for the same file share one resize.
 */
export function ensureImageVariant(dir: string, variantName: string): Promise<boolean> {
  const match = IMAGE_VARIANT_NAME.exec(variantName);
  if (!match) return Promise.resolve(false);
  const target = join(dir, variantName);
  let pending = inFlight.get(target);
  if (!pending) {
    pending = (async () => {
      if (await exists(target)) return true;
      const [, base, width, format] = match;
      const original = await findOriginal(dir, base!);
      if (!original) return false;
      const extension = original.slice(original.lastIndexOf('.') + 1);
      const widthShown = await displayedWidth(original);
      if (!offered(extension, widthShown).some((variant) => variant.width === Number(width) && variant.format === format)) return false;
      await writeVariant(original, target, Number(width), format as VariantFormat);
      return true;
    })()
      .catch(() => false)
      .finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  return pending;
}

/** Every variant of a stored image (upload time, seed); nothing for other files. */
export async function writeImageVariants(dir: string, name: string): Promise<void> {
  const match = ORIGINAL.exec(name);
  if (!match) return;
  const [, base, extension] = match;
  for (const { width, format } of offered(extension!, await displayedWidth(join(dir, name)))) {
    await ensureImageVariant(dir, `${base}.w${width}.${format}`);
  }
}

/**
 * A request hook for /media/: a variant asked for that is not on disk yet (media stored before variants
 * existed, or still being written after an upload) is made first, then served as any file.
 */
export function imageVariantsOnRequest(dir: string) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/media/')) return;
    const name = path.slice('/media/'.length);
    if (IMAGE_VARIANT_NAME.test(name)) await ensureImageVariant(dir, name);
  };
}

/**
 * Re-encodes a stored still image without its metadata when it carries EXIF (camera, GPS), turned upright
 * first; returns the size it now has, or null when nothing needed doing.
 */
export async function stripImageMetadata(path: string, extension: string): Promise<{ width: number; height: number } | null> {
  if (!/^(png|jpe?g|webp)$/.test(extension)) return null;
  const sharp = await loadSharp();
  const metadata = await sharp(path, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!metadata.exif && !metadata.xmp && !metadata.iptc) return null;
  const temporary = `${path}.strip-${randomToken(6)}.part`;
  const upright = sharp(path, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  // The full-size picture: higher quality than the variants (PNG stays lossless).
  const encoded =
    extension === 'png' ? upright.png({ compressionLevel: 9 }) : extension === 'webp' ? upright.webp({ quality: 90 }) : upright.jpeg({ quality: 90, mozjpeg: true });
  const info = await encoded.toFile(temporary);
  await rename(temporary, path);
  return { width: info.width, height: info.height };
}
