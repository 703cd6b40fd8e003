import { pageGlobal } from '../page-global';

/**
 * The page-wide stack of open overlays (modals, popovers, a remote's own modal such as the header's drawer), kept
 * on globalThis so every remote shares it. Only the top overlay answers Escape, and a modal traps focus only while
 * nothing is stacked above it. Listeners hear every change, so a remote can wait while any overlay is open.
 */
export interface Layer {
  id: symbol;
  /** What the layer draws; a hint's is null. */
  element: () => HTMLElement | null;
  /**
   * A hint (the messaging tutorial, the guided tour) points at the page instead of covering it: it is no overlay,
   * and waits while one is open (useHint).
   */
  hint?: boolean;
}

const stack = () => pageGlobal<Layer[]>('__tumbledashLayers__', () => []);
const listeners = () => pageGlobal<Set<() => void>>('__tumbledashLayerListeners__', () => new Set());

function changed(): void {
  listeners().forEach((listener) => listener());
}

/** Puts a layer on top; the returned function removes it (safe to call twice). */
export function openLayer(layer: Layer): () => void {
  stack().push(layer);
  changed();
  return () => {
    const layers = stack();
    const index = layers.indexOf(layer);
    if (index < 0) return;
    layers.splice(index, 1);
    changed();
  };
}

/** Whether `id` is the top overlay: a hint above it, even for a moment, takes no key from it. */
export function isTopLayer(id: symbol): boolean {
  return stack().findLast((layer) => !layer.hint)?.id === id;
}

/** True when `node` sits inside a layer stacked above the layer `id`. */
export function isInsideLayerAbove(id: symbol, node: Node): boolean {
  const layers = stack();
  const index = layers.findIndex((layer) => layer.id === id);
  return layers.slice(index + 1).some((layer) => layer.element()?.contains(node) ?? false);
}

/** True while any overlay is open; hints do not count. */
export function hasOpenLayer(): boolean {
  return stack().some((layer) => !layer.hint);
}

/** True while a hint other than `except` is shown. */
export function hasHintShown(except: symbol): boolean {
  return stack().some((layer) => layer.hint && layer.id !== except);
}

/** Calls `listener` after each layer opens or closes; the returned function stops it. */
export function onLayersChange(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
