// Post slots are cleaned by the one sanitizer of src/html (worker threads, bounded input).
export { isBlankHtml, sanitizeHtml, sanitizeQuote } from '../html/sanitize.js';
