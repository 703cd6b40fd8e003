import { IMAGE_TOO_LARGE, INVALID_FILE_TYPE, canDropFiles, checkImageFiles, fitPreview } from './image-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkImageFiles', () => {
  it('accepts one jpg, jpeg, png or gif', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.jpeg', ''],
    ] as const) {
      expect(checkImageFiles([file(name, type)])).toEqual({ ok: true, file: file(name, type) });
    }
  });

  it('says "Invalid file type." for other types or several files', () => {
    expect(checkImageFiles([file('a.webp', 'image/webp')])).toEqual({ ok: false, message: INVALID_FILE_TYPE });
    expect(checkImageFiles([file('a.txt', 'text/plain')])).toEqual({ ok: false, message: 'Invalid file type.' });
    expect(checkImageFiles([file('a.png', 'image/png'), file('b.png', 'image/png')])).toMatchObject({ ok: false });
    expect(checkImageFiles([])).toMatchObject({ ok: false, message: INVALID_FILE_TYPE });
  });

  it('names the limit in whole megabytes', () => {
    expect(IMAGE_TOO_LARGE).toBe('Image must be smaller than %1$sMB');
    expect(checkImageFiles([file('a.png', 'image/png', 10_485_761)])).toEqual({
      ok: false,
      message: 'Image must be smaller than 10MB',
    });
    expect(checkImageFiles([file('a.png', 'image/png', 10_485_760)]).ok).toBe(true);
    expect(checkImageFiles([file('a.png', 'image/png', 3_000_000)], 2_621_440)).toEqual({
      ok: false,
      message: 'Image must be smaller than 2MB',
    });
  });
});

describe('canDropFiles', () => {
  it('needs no preview, sending allowed and no error', () => {
    expect(canDropFiles({ hasPreview: false, canSend: true, hasError: false })).toBe(true);
    expect(canDropFiles({ hasPreview: true, canSend: true, hasError: false })).toBe(false);
    expect(canDropFiles({ hasPreview: false, canSend: false, hasError: false })).toBe(false);
    expect(canDropFiles({ hasPreview: false, canSend: true, hasError: true })).toBe(false);
  });
});

describe('fitPreview', () => {
  it('fits into 210 by 150 and never enlarges', () => {
    expect(fitPreview(420, 150)).toEqual({ width: 210, height: 75 });
    expect(fitPreview(100, 600)).toEqual({ width: 25, height: 150 });
    expect(fitPreview(50, 40)).toEqual({ width: 50, height: 40 });
  });
});
