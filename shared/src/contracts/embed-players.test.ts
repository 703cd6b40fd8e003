import { isEmbedPlayer } from './embed-players';

describe('isEmbedPlayer', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://player.vimeo.com/video/76979871',
    'https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1',
    ' https://open.spotify.com/embed/track/1 ',
    'https://bandcamp.com/EmbeddedPlayer/album=1/',
  ])('takes a known player: %s', (src) => {
    expect(isEmbedPlayer(src)).toBe(true);
  });

  it.each([
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://player.example.org/v/1',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user:pw@player.vimeo.com/video/1',
    'https://player.vimeo.com:8443/video/1',
    'https://player.vimeo.com.evil.example/video/1',
    'javascript:alert(1)',
    'not a url',
  ])('refuses anything else: %s', (src) => {
    expect(isEmbedPlayer(src)).toBe(false);
  });
});
