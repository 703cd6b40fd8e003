/**
 * The page-wide stack of open overlays (modals, popovers), kept on globalThis so every remote shares it.
 * Only the top layer answers Escape, and a modal traps focus only while nothing is stacked above it.
 */
export interface Layer {
  id: symbol;
  element: () => HTMLElement | null;
}

const GLOBAL_KEY = '__tumbledashLayers__';

function stack(): Layer[] {
  const holder = globalThis as unknown as Record<string, Layer[] | undefined>;
  holder[GLOBAL_KEY] ??= [];
  return holder[GLOBAL_KEY];
}

/** Puts a layer on top; the returned function removes it (safe to call twice). */
export function openLayer(layer: Layer): () => void {
  stack().push(layer);
  return () => {
    const layers = stack();
    const index = layers.indexOf(layer);
    if (index >= 0) layers.splice(index, 1);
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
