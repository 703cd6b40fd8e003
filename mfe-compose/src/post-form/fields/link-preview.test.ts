import { previewSlotsOf } from './link-preview';

it("reads a page's preview as the link slots it fills", () => {
  const data = { url: 'https://example.com/a', title: 'A page', description: 'About it', image: 'https://example.com/i.png', author: 'Ann', site_name: 'Ex' };
  expect(previewSlotsOf(data)).toEqual({ title: 'A page', excerpt: 'About it', thumbnail: 'https://example.com/i.png', author: 'Ann' });
});
