// The sanitizer's worker thread (piscina). Plain JavaScript so that it loads however the server was started:
// `node --import tsx` passes the hooks on to workers, `scripts/start.mjs` registers tsx in the main thread only.
import { tsImport } from 'tsx/esm/api';

const { purifyHtml } = await tsImport('./purify.ts', import.meta.url);

/** One task: `{ html, profile }` → sanitized HTML. */
export default function sanitize({ html, profile }) {
  return purifyHtml(html, profile);
}
