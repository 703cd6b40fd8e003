import { changesOf, type ThemeDraft } from './theme-draft';

const saved: ThemeDraft = {
  title: 'Old',
  description: 'About',
  avatar_url: 'https://cdn.example/a.png',
  header_image: '',
  title_font: 'Gibson',
  title_color: '#444444',
  title_font_weight: 'bold',
  background_color: '#FAFAFA',
  link_color: '#529ECC',
  header_stretch: true,
  show_header_image: true,
  show_avatar: true,
  avatar_shape: 'circle',
  show_title: true,
  show_description: true,
};

test('sends only what changed, the description as escaped HTML, uploads only', () => {
  expect(changesOf(saved, saved)).toEqual({});
  expect(changesOf(saved, { ...saved, title: 'New', description: 'a < b', show_avatar: false })).toEqual({
    title: 'New',
    description: '<p>a &#60; b</p>',
    show_avatar: false,
  });
  expect(changesOf(saved, { ...saved, avatar_url: '/media/x.png' })).toEqual({ avatar_url: '/media/x.png' });
  expect(changesOf(saved, { ...saved, avatar_url: 'https://elsewhere/x.png' })).toEqual({});
});
