import { loadSanitizer } from './src/post-card/sanitize';

// jsdom has no HTML Sanitizer: post text waits for DOMPurify, which a test renders after, as a browser would.
beforeAll(() => loadSanitizer());
