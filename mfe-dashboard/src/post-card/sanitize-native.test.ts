import { createNativeSanitizer } from './sanitize-native';

// What it does where the Sanitizer works is tested in Chromium: e2e post-html-sanitizer.spec.ts.
describe('createNativeSanitizer', () => {
  afterEach(() => {
    delete (globalThis as { Sanitizer?: unknown }).Sanitizer;
    delete (Element.prototype as { setHTMLUnsafe?: unknown }).setHTMLUnsafe;
  });

  it('gives none where the browser has no Sanitizer (DOMPurify takes over)', () => {
    expect(createNativeSanitizer()).toBeNull();
  });

  it('gives none where setHTMLUnsafe ignores the sanitizer it is given, as before Chromium 146', () => {
    (globalThis as { Sanitizer?: unknown }).Sanitizer = class {};
    Object.defineProperty(Element.prototype, 'setHTMLUnsafe', {
      configurable: true,
      value(this: Element, html: string) {
        this.innerHTML = html;
      },
    });
    expect(createNativeSanitizer()).toBeNull();
  });
});
