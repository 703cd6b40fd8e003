import { plainText } from './plain-text';

describe('plainText', () => {
  it('shows the text of an HTML description, entities decoded and blocks spaced', () => {
    expect(plainText('<p>Generative art &amp; pixels.</p><p>Daily.</p>')).toBe('Generative art & pixels. Daily.');
    expect(plainText('One<br>two')).toBe('One two');
  });

  it('keeps plain text as it is and never runs markup', () => {
    expect(plainText('  Just words ')).toBe('Just words');
    expect(plainText('<img src=x onerror="window.hacked=1">Hi<script>window.hacked=1</script>')).toBe('Hi');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
