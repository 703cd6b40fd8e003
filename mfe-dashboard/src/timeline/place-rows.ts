import type { Key } from 'react';
import type { VirtualItem } from '@tanstack/virtual-core';

export interface RowPlacement {
  count: number;
  keyOf: (index: number) => Key;
  /** Measured heights by key; rows not measured yet have `estimate`. */
  sizes: ReadonlyMap<Key, number>;
  estimate: number;
  gap: number;
  /** Document offset of the list's top. */
  scrollMargin: number;
}

/**
 * Rows one after another from their measured heights, as the window virtualizer places them: the same whole
 * pixels, so a row keeps its place when the virtualizer takes over (and a photo its exact painted size).
 */
export function placeRows({ count, keyOf, sizes, estimate, gap, scrollMargin }: RowPlacement): VirtualItem[] {
  const items: VirtualItem[] = [];
  let start = scrollMargin;
  for (let index = 0; index < count; index += 1) {
    const key = keyOf(index);
    const size = sizes.get(key) ?? estimate;
    items.push({ index, key, start, end: start + size, size, lane: 0 });
    start += size + gap;
  }
  return items;
}

/** How many rows start above `bottom` (a document offset): those the screen has reached. */
export function rowsReaching(items: readonly VirtualItem[], bottom: number): number {
  const beyond = items.findIndex((item) => item.start >= bottom);
  return beyond === -1 ? items.length : beyond;
}

/** The list's height: from its top to the last row's end. */
export function placedHeight(items: readonly VirtualItem[], scrollMargin: number): number {
  const last = items.at(-1);
  return last ? last.end - scrollMargin : 0;
}
