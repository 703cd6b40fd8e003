/** Image messages (B§5): one jpg, jpeg, png or gif within the configured size. */
export const DEFAULT_IMAGE_MAX_BYTES = 10_485_760;
export const INVALID_FILE_TYPE = 'Invalid file type.';
export const IMAGE_TOO_LARGE = 'Image must be smaller than %1$sMB';
export const IMAGE_IS_OFF = 'Something about that file is off. Try sending something else.';

const MIME_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif']);
const EXTENSIONS = /\.(jpe?g|png|gif)$/i;

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type ImageCheck<F extends FileLike> = { ok: true; file: F } | { ok: false; message: string };

function isImageType(file: FileLike): boolean {
  return file.type ? MIME_TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
}

export function megabytes(bytes: number): number {
  return Math.floor(bytes / 1_048_576);
}

export function checkImageFiles<F extends FileLike>(files: readonly F[], maxBytes = DEFAULT_IMAGE_MAX_BYTES): ImageCheck<F> {
  const [file] = files;
  if (files.length !== 1 || !file || !isImageType(file)) return { ok: false, message: INVALID_FILE_TYPE };
  if (file.size > maxBytes) return { ok: false, message: IMAGE_TOO_LARGE.replace('%1$s', String(megabytes(maxBytes))) };
  return { ok: true, file };
}

/** Dropping files works only with no image previewed, sending allowed and no error on show. */
export function canDropFiles({ hasPreview, canSend, hasError }: { hasPreview: boolean; canSend: boolean; hasError: boolean }): boolean {
  return !hasPreview && canSend && !hasError;
}

/** Preview box of B§9: at most 210 by 150, aspect kept. */
export function fitPreview(width: number, height: number, maxWidth = 210, maxHeight = 150): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: maxWidth, height: maxHeight };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export interface LoadedImage {
  url: string;
  width: number;
  height: number;
}

/** Decodes the file in the browser to be sure it is an image; rejects when it is not. */
export function loadImage(file: Blob): Promise<LoadedImage> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(IMAGE_IS_OFF));
    };
    image.src = url;
  });
}
