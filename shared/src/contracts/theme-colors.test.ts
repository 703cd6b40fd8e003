import { contrast, luminance, themeLinkColor, themeTextColor } from './theme-colors';

it('measures luminance and contrast as WCAG does, and anything not a hex colour as white', () => {
  expect(luminance('#000')).toBe(0);
  expect(luminance('#ffffff')).toBeCloseTo(1);
  expect(luminance('red')).toBe(1);
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
  expect(contrast('#ffffff', '#ffffff')).toBe(1);
});

it('writes white on a dark background and near-black on a light one', () => {
  expect(themeTextColor('#1d2b3a')).toBe('#ffffff');
  expect(themeTextColor('#FAFAFA')).toBe('#1a1a1a');
});

it('keeps the link colour while it is readable on the background, else uses the text colour', () => {
  expect(themeLinkColor('#C0392B', '#FFF4E6')).toBe('#C0392B');
  expect(themeLinkColor('#EEEEEE', '#FAFAFA')).toBe('#1a1a1a');
  expect(themeLinkColor('#222222', '#101010')).toBe('#ffffff');
});
