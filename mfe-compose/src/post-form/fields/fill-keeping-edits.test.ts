import { fillKeepingEdits } from './fill-keeping-edits';
import { NO_PREVIEW_SLOTS } from './link-preview';
import { NO_TRACK_SLOTS } from './track-tags';

const first = { title: 'First page', excerpt: 'About the first page', thumbnail: 'https://example.com/1.png', author: 'Ann' };
const second = { title: 'Second page', excerpt: 'About the second page', thumbnail: '', author: 'Bob' };
const third = { title: 'Third page', excerpt: 'About the third page', thumbnail: 'https://example.com/3.png', author: 'Cy' };

it('fills empty fields with the answer', () => {
  expect(fillKeepingEdits(NO_PREVIEW_SLOTS, NO_PREVIEW_SLOTS, first)).toEqual(first);
});

it('replaces what the previous answer filled, clearing what the new answer does not have', () => {
  expect(fillKeepingEdits(first, first, second)).toEqual(second);
});

it('keeps words the person wrote before any answer, through every answer after', () => {
  const typed = { ...NO_PREVIEW_SLOTS, excerpt: 'My own words' };
  const once = fillKeepingEdits(typed, NO_PREVIEW_SLOTS, first);
  expect(once).toEqual({ ...first, excerpt: 'My own words' });
  expect(fillKeepingEdits(once, first, second)).toEqual({ ...second, excerpt: 'My own words' });
});

it('keeps words the person wrote over an answer, through every answer after', () => {
  const edited = { ...first, title: 'My own title' };
  const once = fillKeepingEdits(edited, first, second);
  expect(once).toEqual({ ...second, title: 'My own title' });
  expect(fillKeepingEdits(once, second, third)).toEqual({ ...third, title: 'My own title' });
});

it('fills a field the person emptied', () => {
  expect(fillKeepingEdits({ ...first, author: '' }, first, second)).toEqual(second);
});

it("fills only the fields the answer has (an audio file's tags among the other audio slots)", () => {
  const slots = { ...NO_TRACK_SLOTS, trackAlbum: 'QA Album (live)', caption: 'Heard today' };
  const tags = { trackTitle: 'QA Tone', trackArtist: 'QA Band', trackAlbum: 'QA Album', albumArt: '/media/art.png' };
  expect(fillKeepingEdits(slots, NO_TRACK_SLOTS, tags)).toEqual({ ...tags, trackAlbum: 'QA Album (live)' });
});
