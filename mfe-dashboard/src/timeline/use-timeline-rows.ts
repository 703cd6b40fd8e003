import { startTransition, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type Key, type RefObject } from 'react';
import type { VirtualItem, Virtualizer, VirtualizerOptions } from '@tanstack/virtual-core';
import { whenFirstScreenShown } from '@tumbledash/shared';
import { placeRows, placedHeight, rowsReaching } from './place-rows';

type WindowingCore = typeof import('@tanstack/virtual-core');
type WindowVirtualizer = Virtualizer<Window, HTMLElement>;

/** What the timeline decides; the window's own callbacks come with the windowing's code. */
export type RowOptions = Pick<
  VirtualizerOptions<Window, HTMLElement>,
  'count' | 'estimateSize' | 'getItemKey' | 'overscan' | 'gap' | 'scrollMargin' | 'initialOffset' | 'initialRect' | 'initialMeasurementsCache'
>;

export interface TimelineRows {
  /** The rows to render, each with its document offset and height. */
  rows: VirtualItem[];
  /** The list's height: every loaded post, measured or estimated. */
  height: number;
  measureElement: (row: HTMLElement | null) => void;
  /** The list's height now, for the listeners that outlive a render (stable). */
  loadedHeight: () => number;
  /** Document offset of every post's top, rendered or not: the keyboard's j and k (stable). */
  starts: () => number[];
  /** Measured rows, so coming back lands on the same post (stable). */
  takeSnapshot: () => VirtualItem[];
}

let loadedCore: WindowingCore | null = null;
let loading: Promise<WindowingCore> | null = null;

/**
 * The windowing's code (~10 KB gz) is fetched once the first screen is shown: the first posts need none of it
 * (issue 14). A failed fetch may be tried again by the next timeline.
 */
export function loadWindowing(): Promise<WindowingCore> {
  loading ??= import(/* webpackChunkName: "windowing" */ '@tanstack/virtual-core').then(
    (core) => (loadedCore = core),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Before the windowing the rows are measured after each commit (useFlowRowSizes), not by their refs. */
const measuredAfterCommit = () => undefined;

/**
 * A row's height to the fraction of a pixel, as the page's flow lays it out (the virtualizer's own measure
 * rounds). The server's drawing of the first screen is in the flow: rounded, a photo below a text post landed
 * half a pixel lower than the drawn one, painted one pixel row more, and became a new, later largest paint.
 */
function rowHeight(row: Element, entry?: ResizeObserverEntry): number {
  return entry?.borderBoxSize[0]?.blockSize ?? row.getBoundingClientRect().height;
}

function windowVirtualizer(core: WindowingCore, options: RowOptions, onChange: () => void): WindowVirtualizer {
  return new core.Virtualizer<Window, HTMLElement>(windowOptions(core, options, onChange));
}

function windowOptions(core: WindowingCore, options: RowOptions, onChange: () => void): VirtualizerOptions<Window, HTMLElement> {
  return {
    ...options,
    getScrollElement: () => window,
    observeElementRect: core.observeWindowRect,
    observeElementOffset: core.observeWindowOffset,
    scrollToFn: core.windowScroll,
    measureElement: rowHeight,
    onChange,
  };
}

/**
 * The timeline's rows. Until the windowing's code arrives, every row from the top down to the furthest the
 * screen has reached, placed from their measured heights the way the virtualizer places them; then a window
 * virtualizer takes over from those heights. The rows keep their elements and places across the change, so
 * no card is mounted twice and nothing moves. Should the code never come, the rows go on without windowing.
 */
export function useTimelineRows(listRef: RefObject<HTMLElement | null>, options: RowOptions): TimelineRows {
  const rerender = useReducer((tick: number) => tick + 1, 0)[1];
  const [windowing, setWindowing] = useState<{ virtualizer: WindowVirtualizer; takeOver: Partial<RowOptions> } | null>(() =>
    loadedCore ? { virtualizer: windowVirtualizer(loadedCore, options, rerender), takeOver: {} } : null,
  );
  const virtualizer = windowing?.virtualizer ?? null;
  // Before the windowing: every row from the top down to the furthest the screen has reached, placed from
  // their measured heights as the virtualizer would place them.
  const { count, estimateSize, gap = 0, scrollMargin = 0, getItemKey } = options;
  const [reached, setReached] = useState(() => window.scrollY + window.innerHeight);
  const keyOf = useCallback((index: number): Key => getItemKey?.(index) ?? index, [getItemKey]);
  const sizes = useFlowRowSizes(listRef, keyOf, virtualizer === null);
  const placed = virtualizer ? [] : placeRows({ count, keyOf, sizes, estimate: estimateSize(0), gap, scrollMargin });
  useEffect(() => {
    if (virtualizer) return;
    const reach = () => setReached((furthest) => Math.max(furthest, window.scrollY + window.innerHeight));
    window.addEventListener('scroll', reach, { passive: true });
    window.addEventListener('resize', reach);
    return () => {
      window.removeEventListener('scroll', reach);
      window.removeEventListener('resize', reach);
    };
  }, [virtualizer]);
  // What the stable callbacks and the takeover read: this render's options, rows and heights.
  const current = useRef({ options, virtualizer, placed, sizes });
  useLayoutEffect(() => {
    current.current = { options, virtualizer, placed, sizes };
  });

  useEffect(() => {
    if (windowing) return;
    const list = listRef.current;
    let live = true;
    const cancel = whenFirstScreenShown(list?.closest('main') ?? document.body, () => {
      void loadWindowing().then(
        (core) => {
          if (!live) return;
          const { options: latest, placed: shown, sizes: measured } = current.current;
          const takeOver = { initialOffset: () => window.scrollY, initialMeasurementsCache: shown.filter((item) => measured.has(item.key)) };
          // Not urgent: the rows around the screen (the virtualizer's overscan) render in slices.
          startTransition(() => setWindowing({ virtualizer: windowVirtualizer(core, { ...latest, ...takeOver }, rerender), takeOver }));
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [windowing, listRef, rerender]);

  if (virtualizer && loadedCore) virtualizer.setOptions(windowOptions(loadedCore, { ...options, ...windowing?.takeOver }, rerender));
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  // Taking over from the placed rows: the virtualizer starts where the window is at this commit (it scrolls
  // to the offset it read when rendering, and the reader may have pressed j or scrolled since).
  const tookOver = windowing !== null && windowing.takeOver.initialMeasurementsCache !== undefined;
  useLayoutEffect(() => {
    if (virtualizer && tookOver) virtualizer.scrollOffset = window.scrollY;
  }, [virtualizer, tookOver]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });

  // Stable for the list's life: the timeline's listeners and its way out call them.
  const loadedHeight = useCallback(() => {
    const now = current.current;
    return now.virtualizer ? now.virtualizer.getTotalSize() : placedHeight(now.placed, now.options.scrollMargin ?? 0);
  }, []);
  const starts = useCallback(() => (current.current.virtualizer?.measurementsCache ?? current.current.placed).map((item) => item.start), []);
  const takeSnapshot = useCallback(() => current.current.virtualizer?.takeSnapshot() ?? [], []);

  const common = { loadedHeight, starts, takeSnapshot };
  if (virtualizer) {
    return {
      ...common,
      rows: virtualizer.getVirtualItems(),
      height: virtualizer.getTotalSize(),
      measureElement: virtualizer.measureElement,
    };
  }
  return {
    ...common,
    rows: placed.slice(0, rowsReaching(placed, reached)),
    height: placedHeight(placed, scrollMargin),
    measureElement: measuredAfterCommit,
  };
}

/**
 * The rows' heights before the windowing, by key: read after each commit (a change is drawn before the paint)
 * and whenever a row's size changes after (a photo's box, a reply form opened).
 */
function useFlowRowSizes(listRef: RefObject<HTMLElement | null>, keyOf: (index: number) => Key, enabled: boolean): ReadonlyMap<Key, number> {
  const [sizes, setSizes] = useState<ReadonlyMap<Key, number>>(() => new Map());
  const measure = useRef<() => void>(() => undefined);
  const [observer] = useState(() => (typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure.current())));
  useLayoutEffect(() => {
    observer?.disconnect();
    if (!enabled) return;
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > [data-index]') ?? [])];
    measure.current = () => {
      const measured = rows.filter((row) => row.isConnected).map((row) => [keyOf(Number(row.dataset.index)), rowHeight(row)] as const);
      setSizes((known) => (measured.every(([key, size]) => known.get(key) === size) ? known : new Map([...known, ...measured])));
    };
    measure.current();
    rows.forEach((row) => observer?.observe(row));
  });
  useEffect(() => () => observer?.disconnect(), [observer]);
  return sizes;
}
