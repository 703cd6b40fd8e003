import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type Key, type RefObject } from 'react';
import type { VirtualItem, Virtualizer, VirtualizerOptions } from '@tanstack/virtual-core';
import { whenFirstScreenShown } from '@tumbledash/shared';

type WindowingCore = typeof import('@tanstack/virtual-core');
type WindowVirtualizer = Virtualizer<Window, HTMLElement>;

/** What the timeline decides; the window's own callbacks come with the windowing's code. */
export type RowOptions = Pick<
  VirtualizerOptions<Window, HTMLElement>,
  'count' | 'estimateSize' | 'getItemKey' | 'overscan' | 'gap' | 'scrollMargin' | 'initialOffset' | 'initialRect' | 'initialMeasurementsCache'
>;

export interface TimelineRow {
  index: number;
  key: Key;
  /** Document offset of the row's top; null while the rows are in the page's flow. */
  start: number | null;
  /** Measured or estimated height; null in the page's flow. */
  size: number | null;
}

export interface TimelineRows {
  rows: TimelineRow[];
  /** True once the windowing's code has arrived and places the rows. */
  windowed: boolean;
  /** The list's height while windowed; in the page's flow its rows give it. */
  height: number | undefined;
  measureElement: (element: HTMLElement | null) => void;
  /** Height of the list with every loaded post in it, or null while some are not laid out yet. */
  loadedHeight: () => number | null;
  /** Document offset of every post's top, rendered or not (the keyboard's j and k). */
  starts: () => number[];
  /** Measured rows, so coming back lands on the same post. */
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

function documentTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

function rowElements(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>(':scope > [data-index]')] : [];
}

/** The rows laid out in the page's flow, as the measurements a virtualizer starts from. */
function measureFlowRows(list: HTMLElement | null, options: RowOptions): VirtualItem[] {
  const gap = options.gap ?? 0;
  let start = options.scrollMargin ?? 0;
  return rowElements(list).map((element, index) => {
    const size = element.offsetHeight;
    const item = { index, key: options.getItemKey?.(index) ?? index, start, end: start + size, size, lane: 0 };
    start += size + gap;
    return item;
  });
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
    onChange,
  };
}

const noMeasure = () => undefined;

/**
 * The timeline's rows. Until the windowing's code arrives they are in the page's flow, as many as fill the
 * screen (and more as the reader scrolls); then a window virtualizer takes over from their measured sizes.
 * The rows keep their elements across the change, so no card is mounted twice. Should the code never come,
 * the flow goes on as a plain list.
 */
export function useTimelineRows(listRef: RefObject<HTMLElement | null>, options: RowOptions): TimelineRows {
  const rerender = useReducer((tick: number) => tick + 1, 0)[1];
  const [windowing, setWindowing] = useState<{ virtualizer: WindowVirtualizer; takeOver: Partial<RowOptions> } | null>(() =>
    loadedCore ? { virtualizer: windowVirtualizer(loadedCore, options, rerender), takeOver: {} } : null,
  );
  const virtualizer = windowing?.virtualizer ?? null;
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (windowing) return;
    const list = listRef.current;
    let live = true;
    const cancel = whenFirstScreenShown(list?.closest('main') ?? document.body, () => {
      void loadWindowing().then(
        (core) => {
          if (!live) return;
          const takeOver = { initialOffset: window.scrollY, initialMeasurementsCache: measureFlowRows(listRef.current, latest.current) };
          setWindowing({ virtualizer: windowVirtualizer(core, { ...latest.current, ...takeOver }, rerender), takeOver });
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
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });

  // In the page's flow: enough rows to reach the bottom of the screen, counted again after each commit and scroll.
  const [flowCount, setFlowCount] = useState(0);
  const { count, estimateSize, gap = 0 } = options;
  useLayoutEffect(() => {
    if (virtualizer) return;
    const fill = () => {
      const list = listRef.current;
      // Rows asked for but not laid out (the server's drawing still stands in for them) fill nothing yet.
      if (!list || rowElements(list).length < Math.min(flowCount, count)) return;
      const missing = window.innerHeight - list.getBoundingClientRect().bottom;
      if (missing <= 0) return;
      const more = Math.max(1, Math.ceil(missing / (estimateSize(0) + gap)));
      setFlowCount((shown) => (shown < count ? Math.min(count, shown + more) : shown));
    };
    fill();
    window.addEventListener('scroll', fill, { passive: true });
    return () => window.removeEventListener('scroll', fill);
  });

  const shown = Math.min(flowCount, count);
  const live = useRef({ virtualizer, shown, count });
  useLayoutEffect(() => {
    live.current = { virtualizer, shown, count };
  });
  // Stable for the list's life: the timeline's listeners and its way out call them.
  const loadedHeight = useCallback((): number | null => {
    const now = live.current;
    if (now.virtualizer) return now.virtualizer.getTotalSize();
    return now.shown === now.count ? (listRef.current?.offsetHeight ?? 0) : null;
  }, [listRef]);
  const starts = useCallback(
    () => live.current.virtualizer?.measurementsCache.map((item) => item.start) ?? rowElements(listRef.current).map(documentTop),
    [listRef],
  );
  const takeSnapshot = useCallback(() => live.current.virtualizer?.takeSnapshot() ?? [], []);

  const common = { loadedHeight, starts, takeSnapshot };
  if (virtualizer) {
    return {
      ...common,
      rows: virtualizer.getVirtualItems().map(({ index, key, start, size }) => ({ index, key, start, size })),
      windowed: true,
      height: virtualizer.getTotalSize(),
      measureElement: virtualizer.measureElement,
    };
  }
  return {
    ...common,
    rows: Array.from({ length: shown }, (_, index) => ({ index, key: options.getItemKey?.(index) ?? index, start: null, size: null })),
    windowed: false,
    height: undefined,
    measureElement: noMeasure,
  };
}
