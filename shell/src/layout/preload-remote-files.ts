// The one contract module, not the contracts' whole entry: this file is part of the shell's first script.
import { PRELOADED_IDS, type RemoteFiles } from '@tumbledash/shared/contracts/preloaded';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function preloadLink(href: string, as: 'fetch' | 'style' | 'script'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  // As the server writes them in a page without a first-screen picture (api/src/static/index-html.ts).
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  if (as === 'style') link.setAttribute('fetchpriority', 'low');
  return link;
}

/**
 * Preloads the route's remote files the server left to the shell (PRELOADED_IDS.remoteFiles): the manifests,
 * remote entries and first chunks the federation runtime is about to ask for one after another. Called once
 * the first screen's picture is painted, so they no longer share a slow link's first bytes with it.
 */
export function preloadRemoteFiles(): void {
  const element = document.getElementById(PRELOADED_IDS.remoteFiles);
  if (!element) return;
  element.remove();
  let files: Partial<RemoteFiles>;
  try {
    files = JSON.parse(element.textContent ?? '') as Partial<RemoteFiles>;
  } catch {
    return;
  }
  const links = [
    ...strings(files.fetches).map((href) => preloadLink(href, 'fetch')),
    ...strings(files.styles).map((href) => preloadLink(href, 'style')),
    ...strings(files.scripts).map((href) => preloadLink(href, 'script')),
  ];
  document.head.append(...links);
}
