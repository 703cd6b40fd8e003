import { DEFAULT_VOLUME, isHlsUrl, shouldLoop } from './video-policy';

describe('shouldLoop', () => {
  it('does not loop at or below 1 second (A§9.5)', () => {
    expect(shouldLoop(0.5)).toBe(false);
    expect(shouldLoop(1)).toBe(false);
    expect(shouldLoop(1.01)).toBe(true);
    expect(shouldLoop(0)).toBe(true);
  });

  it('has the default volume of A§9.5', () => {
    expect(DEFAULT_VOLUME).toBe(0.8);
  });
});

describe('isHlsUrl', () => {
  it('spots .m3u8 playlists, with or without a query', () => {
    expect(isHlsUrl('/media/v/playlist.m3u8')).toBe(true);
    expect(isHlsUrl('https://cdn.example.com/a.M3U8?token=1')).toBe(true);
    expect(isHlsUrl('/media/v/clip.mp4')).toBe(false);
    expect(isHlsUrl('/media/v/clip.mp4?x=.m3u8')).toBe(false);
  });
});
