import type { RemoteTable } from './remotes';
import { busCompatible } from './contracts';

/**
 * Per-browser overrides (the import-map-overrides idea, for Module Federation): this browser's localStorage
 * points one remote at another published version, or in development at a dev server on this machine.
 */
export const OVERRIDES_KEY = 'td-remote-overrides';

export interface RemoteOverride {
  /** A published version, or `dev` for a dev server. */
  version: string;
  entry: string;
}

export type Overrides = Record<string, RemoteOverride>;

export const DEV_VERSION = 'dev';

const REMOTE = /^mfe-[a-z0-9-]{1,56}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

/** The manifest of a published version on this site (what deploy:remote publishes). */
export function publishedEntry(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** A dev server on this machine: http://localhost:<port>/… or http://127.0.0.1:<port>/…, its manifest or remote entry. */
export function isDevServerEntry(entry: string): boolean {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1') &&
    url.port !== '' &&
    url.username === '' &&
    url.password === '' &&
    /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)
  );
}

/** Why an override is refused, or null when the shell may apply it. Arbitrary origins never outside development. */
export function overrideProblem(remote: string, override: RemoteOverride, development: boolean): string | null {
  if (!REMOTE.test(remote)) return 'not a remote name';
  if (override.version === DEV_VERSION) {
    if (!development) return 'dev servers are for development mode only';
    return isDevServerEntry(override.entry) ? null : 'a dev server must be http://localhost:<port> or http://127.0.0.1:<port>';
  }
  if (!VERSION.test(override.version)) return 'not a version';
  return override.entry === publishedEntry(remote, override.version) ? null : 'only versions published on this site';
}

/** What localStorage holds, keeping only well-formed entries (anything else is ignored, never thrown on). */
export function parseOverrides(raw: string | null): Overrides {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  const overrides: Overrides = {};
  for (const [remote, value] of Object.entries(json as Record<string, unknown>)) {
    const candidate = value as Partial<RemoteOverride> | null;
    if (candidate && typeof candidate.version === 'string' && typeof candidate.entry === 'string') {
      overrides[remote] = { version: candidate.version, entry: candidate.entry };
    }
  }
  return overrides;
}

export interface AppliedOverrides {
  table: RemoteTable;
  /** remote → the version (or `dev`) this browser now loads. */
  applied: Record<string, string>;
  /** remote → why its override was not applied. */
  refused: Record<string, string>;
}

/**
 * The table with this browser's overrides applied, each checked first: a refused override leaves the remote
 * as the registry has it; a published version known to speak another bus major is refused too.
 */
export function applyOverrides(table: RemoteTable, overrides: Overrides, development: boolean, shellBus: string): AppliedOverrides {
  const result: RemoteTable = { ...table };
  const applied: Record<string, string> = {};
  const refused: Record<string, string> = {};
  for (const [remote, override] of Object.entries(overrides)) {
    let problem = overrideProblem(remote, override, development);
    const known = table[remote];
    if (!problem && !known) problem = 'not a remote of this site';
    const earlier = known?.previous?.find((candidate) => candidate.version === override.version);
    const bus = known?.version === override.version ? known.bus : earlier?.bus;
    if (!problem && override.version !== DEV_VERSION && (known?.version === override.version || earlier) && !busCompatible(bus, shellBus)) {
      problem = `built against event bus ${bus}`;
    }
    if (problem) {
      refused[remote] = problem;
      continue;
    }
    result[remote] = { entry: override.entry, version: override.version };
    applied[remote] = override.version;
  }
  return { table: result, applied, refused };
}

/** This browser's overrides. */
export function readOverrides(storage: Pick<Storage, 'getItem'> = localStorage): Overrides {
  try {
    return parseOverrides(storage.getItem(OVERRIDES_KEY));
  } catch {
    return {};
  }
}

/**
 * Stores the overrides the panel chose, after the same check the shell applies (the panel cannot store an
 * arbitrary origin outside development); returns what was refused. An empty choice clears them.
 */
export function saveOverrides(overrides: Overrides, development: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): Record<string, string> {
  const kept: Overrides = {};
  const refused: Record<string, string> = {};
  for (const [remote, override] of Object.entries(overrides)) {
    const problem = overrideProblem(remote, override, development);
    if (problem) refused[remote] = problem;
    else kept[remote] = override;
  }
  if (Object.keys(kept).length === 0) storage.removeItem(OVERRIDES_KEY);
  else storage.setItem(OVERRIDES_KEY, JSON.stringify(kept));
  return refused;
}

export function clearOverrides(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(OVERRIDES_KEY);
}

/** The panel opens on Alt+Shift+O (the key, whatever the layout prints with Alt). */
export function isPanelShortcut(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyO';
}

/** `?overrides` in the address opens the panel. */
export function asksForPanel(search: string): boolean {
  return new URLSearchParams(search).has('overrides');
}
