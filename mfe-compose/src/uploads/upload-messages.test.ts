import { sizeError, typeError } from './upload-messages';

it("says 'The file is too big. Squish it down, and try again!' over the maximum", () => {
  expect(sizeError(11, 10)).toBe('The file is too big. Squish it down, and try again!');
  expect(sizeError(10, 10)).toBeNull();
});

it("says 'This is not valid image file.' with the media type filled in", () => {
  expect(typeError({ type: 'application/pdf' }, 'image')).toBe('This is not valid image file.');
  expect(typeError({ type: 'image/svg+xml' }, 'image')).toBe('This is not valid image file.');
  expect(typeError({ type: 'image/png' }, 'image')).toBeNull();
  expect(typeError({ type: 'image/gif' }, 'image')).toBeNull();
  expect(typeError({ type: 'video/mp4' }, 'audio')).toBe('This is not valid audio file.');
  expect(typeError({ type: 'audio/mpeg' }, 'audio')).toBeNull();
  expect(typeError({ type: 'image/png' }, 'video')).toBe('This is not valid video file.');
  expect(typeError({ type: 'video/webm' }, 'video')).toBeNull();
});

it('takes the other names systems give the formats the server reads', () => {
  for (const type of ['audio/x-m4a', 'audio/vnd.dlna.adts', 'audio/x-aac', 'audio/wave', 'audio/vnd.wave', 'audio/ogg']) {
    expect(typeError({ type }, 'audio')).toBeNull();
  }
  expect(typeError({ type: 'video/x-m4v' }, 'video')).toBeNull();
  expect(typeError({ type: 'video/x-msvideo' }, 'video')).toBe('This is not valid video file.');
  expect(typeError({ type: '' }, 'audio')).toBe('This is not valid audio file.');
});
