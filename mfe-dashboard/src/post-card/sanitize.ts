import { reportLoadFailure } from '../on-first-use/load-on-use';
import { createNativeSanitizer } from './sanitize-native';

export type Sanitize = (html: string) => string;

/** The sanitizer, or why there is none yet: DOMPurify is on its way, or its fetch failed. */
export type SanitizerState = { sanitize: Sanitize } | { sanitize: null; failed: boolean };

/**
 * Defence in depth: the server sanitizes post HTML too, but nothing reaches `dangerouslySetInnerHTML` without
 * passing here. The browser's own Sanitizer where it has one, so the first screen fetches no sanitizer at all;
 * elsewhere DOMPurify, fetched as soon as this module runs. Both apply `html-policy.ts` alike.
 */
const native = createNativeSanitizer();
let state: SanitizerState = native ? { sanitize: native } : { sanitize: null, failed: false };
let loading: Promise<Sanitize> | null = null;
const listeners = new Set<() => void>();

function setState(next: SanitizerState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function sanitizerState(): SanitizerState {
  return state;
}

export function onSanitizerChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Resolves with the sanitizer. A failed fetch of DOMPurify (offline, a new build replaced this one) is one
 * state for every post, which Retry (this again) leaves: rows that mount meanwhile do not refetch on their own.
 */
export function loadSanitizer(): Promise<Sanitize> {
  if (state.sanitize) return Promise.resolve(state.sanitize);
  if (state.failed) setState({ sanitize: null, failed: false });
  loading ??= import('./sanitize-purify').then(
    ({ purifyHtml }) => {
      setState({ sanitize: purifyHtml });
      return purifyHtml;
    },
    (error: unknown) => {
      loading = null;
      reportLoadFailure('The post text', error);
      setState({ sanitize: null, failed: true });
      throw error;
    },
  );
  return loading;
}

// On its way while the timeline is.
if (!native) loadSanitizer().catch(() => undefined);
