import { framesAPlayer, parseEmbedInput } from './embed-parser';

const youtube = { kind: 'service', service: 'youtube', id: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
const vimeo = { kind: 'service', service: 'vimeo', id: '76979871', url: 'https://vimeo.com/76979871' };

it.each([
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  '  http://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10  ',
  'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ?t=42',
  'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
  '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ?rel=0"></iframe>',
  'Look at this: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
])('recognises the YouTube shape %s', (input) => {
  expect(parseEmbedInput(input)).toEqual(youtube);
});

it.each([
  'https://vimeo.com/76979871',
  'https://www.vimeo.com/channels/staffpicks/76979871',
  'https://vimeo.com/groups/shortfilms/videos/76979871',
  'https://player.vimeo.com/video/76979871?h=abc',
  '<iframe src="https://player.vimeo.com/video/76979871" frameborder="0"></iframe>',
])('recognises the Vimeo shape %s', (input) => {
  expect(parseEmbedInput(input)).toEqual(vimeo);
});

it('does not take look-alike hosts for a known service', () => {
  expect(() => parseEmbedInput('https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toThrow('Invalid embed code');
  expect(() => parseEmbedInput('https://evil.vimeo.com.example.org/123')).toThrow('Invalid embed code');
});

it('extracts the source of iframe, embed and script, and the data of an object', () => {
  expect(parseEmbedInput('<iframe src="https://video.example.com/e/1?a=1&amp;b=2"></iframe>')).toEqual({
    kind: 'unsupported',
    url: 'https://video.example.com/e/1?a=1&b=2',
  });
  expect(parseEmbedInput("<embed type='video/mp4' src='https://v.example.com/x.mp4'>")).toEqual({ kind: 'unsupported', url: 'https://v.example.com/x.mp4' });
  expect(parseEmbedInput('<script async src=https://player.example.com/p.js></script>')).toEqual({ kind: 'unsupported', url: 'https://player.example.com/p.js' });
  expect(parseEmbedInput('<object width="400" data="//flash.example.com/v.swf"></object>')).toEqual({ kind: 'unsupported', url: 'https://flash.example.com/v.swf' });
});

it("says 'Invalid embed code' when there is no source to find", () => {
  expect(() => parseEmbedInput('https://example.com/video')).toThrow('Invalid embed code');
  expect(() => parseEmbedInput('<iframe></iframe>')).toThrow('Invalid embed code');
  expect(() => parseEmbedInput('   ')).toThrow('Invalid embed code');
});

it("says 'The input is invalid. Expected a string' for anything but a string", () => {
  expect(() => parseEmbedInput(42)).toThrow('The input is invalid. Expected a string');
  expect(() => parseEmbedInput(null)).toThrow('The input is invalid. Expected a string');
});

it.each([
  ['<iframe src="https://w.soundcloud.com/player/?url=a&amp;b=1" width="100%"></iframe>', true],
  ["<iframe width=300 src='https://open.spotify.com/embed/track/1'></iframe>", true],
  ['<iframe src=https://bandcamp.com/EmbeddedPlayer/album=1/></iframe>', true],
  // The server keeps only https frames of a player; no other tag frames one.
  ['<iframe src="//w.soundcloud.com/player/"></iframe>', false],
  ['<iframe src="http://w.soundcloud.com/player/"></iframe>', false],
  ['<iframe src="https://player.example.org/v/1"></iframe>', false],
  ['<embed src="https://w.soundcloud.com/player/">', false],
  ['<object data="https://w.soundcloud.com/player/"></object>', false],
  ['https://w.soundcloud.com/player/', false],
])('framesAPlayer(%s) is %s', (code, expected) => {
  expect(framesAPlayer(code)).toBe(expected);
});
