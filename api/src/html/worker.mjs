// The sanitizer's worker thread (piscina). Plain JavaScript so that it loads however the server was started:
// `node --import tsx` passes the hooks on to workers, `scripts/start.mjs` registers tsx in the main thread only.
import { getHeapStatistics } from 'node:v8';
import { tsImport } from 'tsx/esm/api';

const { purifyHtml } = await tsImport('./purify.ts', import.meta.url);

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
