import { ApiError } from '@tumbledash/shared';
import { uploadedFileFrom, uploadErrorMessage } from './upload-response';

const file = { url: '/media/a.jpg', key: 'a', mime: 'image/jpeg', bytes: 5, width: 3, height: 4 };

describe('uploadedFileFrom', () => {
  it('reads the response object, or the first item of a list', () => {
    expect(uploadedFileFrom({ meta: { status: 200, msg: 'OK' }, response: file })).toEqual(file);
    expect(uploadedFileFrom({ meta: { status: 200, msg: 'OK' }, response: [file, { ...file, url: '/media/b.jpg' }] })).toEqual(file);
  });

  it("keeps a video's poster frame (a /media/ picture only) and length", () => {
    const video = { ...file, url: '/media/v.webm', mime: 'video/webm' };
    expect(uploadedFileFrom({ response: { ...video, poster: '/media/p.jpg', duration: 4 } })).toEqual({ ...video, poster: '/media/p.jpg', duration: 4 });
    expect(uploadedFileFrom({ response: { ...video, poster: 'javascript:alert(1)', duration: 0 } })).toEqual(video);
    expect(uploadedFileFrom({ response: { ...video, poster: null } })).toEqual(video);
  });

  it("keeps an audio file's tags, as text, and its cover (a /media/ picture only)", () => {
    const audio = { ...file, url: '/media/t.mp3', mime: 'audio/mpeg' };
    const id3_tags = { title: 'QA Tone', artist: 'QA Band', album: 'QA Album' };
    expect(uploadedFileFrom({ response: { ...audio, id3_tags, album_art: '/media/art.png' } })).toEqual({ ...audio, id3_tags, album_art: '/media/art.png' });
    expect(uploadedFileFrom({ response: { ...audio, id3_tags: { title: 7, artist: null }, album_art: 'javascript:alert(1)' } })).toEqual({
      ...audio,
      id3_tags: { title: '', artist: '', album: '' },
    });
  });

  it('fails with the item message, the errors, or Woops :(', () => {
    expect(() => uploadedFileFrom({ response: [{ msg: 'Photo rejected' }] })).toThrow('Photo rejected');
    expect(() => uploadedFileFrom({ response: {}, errors: [{ detail: 'a' }, { detail: 'b' }] })).toThrow('a b');
    expect(() => uploadedFileFrom({ response: {}, errors: [] })).toThrow('Woops :(');
    expect(() => uploadedFileFrom(null)).toThrow('Woops :(');
  });
});

describe('uploadErrorMessage', () => {
  const envelope = (msg: string, errors: { detail: string }[] = []) => ({ meta: { status: 400, msg }, response: null, errors });

  it('shows the answer message first', () => {
    expect(uploadErrorMessage(new ApiError(400, 'The file is too big. Squish it down, and try again!', [], envelope('The file is too big. Squish it down, and try again!')))).toBe(
      'The file is too big. Squish it down, and try again!',
    );
  });

  it('joins the errors when there is no message', () => {
    expect(uploadErrorMessage(new ApiError(400, '', [], envelope('', [{ detail: 'One.' }, { detail: 'Two.' }])))).toBe('One. Two.');
  });

  it("says 'Woops :(' when the answer has no message and no errors", () => {
    expect(uploadErrorMessage(new ApiError(400, '', [], envelope('')))).toBe('Woops :(');
  });

  it("says 'Upload error' when the request failed", () => {
    expect(uploadErrorMessage(new ApiError(0, ''))).toBe('Upload error');
    expect(uploadErrorMessage(new ApiError(502, '', [], null))).toBe('Upload error');
    expect(uploadErrorMessage(new Error('boom'))).toBe('Upload error');
  });
});
