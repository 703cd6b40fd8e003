/**
 * The page-wide stack of open overlays (modals, popovers, a remote's own modal such as the header's drawer), kept
 * on globalThis so every remote shares it. Only the top layer answers Escape, and a modal traps focus only while
 * nothing is stacked above it. Listeners hear every change, so a remote can wait while any overlay is open.
 */
export interface Layer {
  id: symbol;
  element: () => HTMLElement | null;
}

const GLOBAL_KEY = '__tumbledashLayers__';
const LISTENERS_KEY = '__tumbledashLayerListeners__';

function global<T>(key: string, create: () => T): T {
  const holder = globalThis as unknown as Record<string, T | undefined>;
  holder[key] ??= create();
  return holder[key];
}

const stack = () => global<Layer[]>(GLOBAL_KEY, () => []);
const listeners = () => global<Set<() => void>>(LISTENERS_KEY, () => new Set());

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

export function isTopLayer(id: symbol): boolean {
  const layers = stack();
  return layers[layers.length - 1]?.id === id;
}

/** True when `node` sits inside a layer stacked above the layer `id`. */
export function isInsideLayerAbove(id: symbol, node: Node): boolean {
  const layers = stack();
  const index = layers.findIndex((layer) => layer.id === id);
  return layers.slice(index + 1).some((layer) => layer.element()?.contains(node) ?? false);
}

/** True while any overlay is open. */
export function hasOpenLayer(): boolean {
  return stack().length > 0;
}

/** Calls `listener` after each layer opens or closes; the returned function stops it. */
export function onLayersChange(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
