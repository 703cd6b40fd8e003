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
