/**
 * Splits photos into rows by the photoset `layout` (photos per row, e.g. [1, 2]). Photos the layout does
 * not cover get a row each; counts that are not positive whole numbers are skipped.
 */
export function photoRows<T>(photos: readonly T[], layout: readonly number[]): T[][] {
  const rows: T[][] = [];
  let start = 0;
  for (const count of layout) {
    if (start >= photos.length) break;
    if (!Number.isInteger(count) || count < 1) continue;
    rows.push(photos.slice(start, start + count));
    start += count;
  }
  for (const photo of photos.slice(start)) rows.push([photo]);
  return rows;
}

/** Width-to-height ratio, 1 when a size is missing; photos in one row share a height by growing by it. */
export function aspectRatio(width: number, height: number): number {
  return width > 0 && height > 0 ? width / height : 1;
}
