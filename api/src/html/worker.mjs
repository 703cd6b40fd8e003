// The sanitizer's worker thread (piscina). Plain JavaScript: run from TypeScript (`node --import tsx`, `tsx watch`,
// the tests), the thread registers tsx for itself (a thread does not inherit the hooks) and loads purify.ts; the
// built server loads purify.js (build-api.mjs takes the registration out).
import { getHeapStatistics } from 'node:v8';
import { register } from 'tsx/esm/api';

register();
const { purifyHtml } = await import('./purify.ts');

/**
 * One task: `{ html, profile, started? }` → the sanitized HTML and this thread's used heap in MB (sanitize.ts
 * recycles on it). `started`, a MessagePort, is told when the thread takes the call: its time budget runs from
 * then, not from when it was queued.
 */
export default function sanitize({ html, profile, started }) {
  started?.postMessage(true);
  started?.close();
  const clean = purifyHtml(html, profile);
  return { html: clean, heapMb: getHeapStatistics().used_heap_size / 1_048_576 };
}
