/** Photos are scaled to at most 1080 px on their longer side before upload (A§9.1). */
export const MAX_IMAGE_DIMENSION = 1080;

export function scaledSize(width: number, height: number, max = MAX_IMAGE_DIMENSION): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest === 0) return { width, height };
  const ratio = max / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

export interface PreparedImage {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * The image as it is uploaded: drawn smaller on a canvas when it is too large. GIFs stay as they are
 * (a canvas keeps only their first frame); where the browser cannot decode, the file goes as it is.
 */
export async function scaleImage(file: File, max = MAX_IMAGE_DIMENSION): Promise<PreparedImage> {
  if (typeof createImageBitmap !== 'function') return { blob: file, width: 0, height: 0 };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { blob: file, width: 0, height: 0 };
  }
  const target = scaledSize(bitmap.width, bitmap.height, max);
  if (file.type === 'image/gif' || (target.width === bitmap.width && target.height === bitmap.height)) {
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { blob: file, ...size };
  }
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return { blob: file, width: 0, height: 0 };
  }
  context.drawImage(bitmap, 0, 0, target.width, target.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  return blob ? { blob, ...target } : { blob: file, width: 0, height: 0 };
}
