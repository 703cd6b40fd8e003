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

/**
 * flex-grow of each photo in a row: in proportion to the aspect ratios (so the row shares one height), scaled
 * so none is below 1. A row whose flex-grow values add up to less than 1 does not fill its width: one portrait
 * photo (ratio 0.8) took 80% of the card.
 */
export function rowGrowth(ratios: readonly number[]): number[] {
  const smallest = Math.min(...ratios);
  return ratios.map((ratio) => ratio / smallest);
}
