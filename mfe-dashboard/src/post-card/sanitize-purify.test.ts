import { SANITIZE_CASES } from './sanitize-cases';
import { purifyHtml } from './sanitize-purify';

describe('purifyHtml (DOMPurify, where the browser has no Sanitizer)', () => {
  it.each(SANITIZE_CASES)('$name', ({ html, clean }) => {
    expect(purifyHtml(html)).toBe(clean);
  });
});
