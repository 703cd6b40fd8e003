import { STICKER_BOX, THUMBNAIL_WIDTH, displaySize } from './image-size';

describe('displaySize', () => {
  it('scales a wide image down to the thumbnail width, keeping its shape', () => {
    expect(displaySize(600, 400)).toEqual({ width: THUMBNAIL_WIDTH, height: 140 });
  });

  it('keeps a small image at its own size', () => {
    expect(displaySize(64, 48)).toEqual({ width: 64, height: 48 });
  });

  it('gives a tall image its full height', () => {
    expect(displaySize(210, 900)).toEqual({ width: 210, height: 900 });
  });

  it('fits a box of another width', () => {
    expect(displaySize(400, 200, STICKER_BOX)).toEqual({ width: 100, height: 50 });
  });

  it('leaves the height to the picture when the data has no size', () => {
    expect(displaySize(0, 0)).toEqual({ width: THUMBNAIL_WIDTH });
    expect(displaySize(undefined, 300)).toEqual({ width: THUMBNAIL_WIDTH });
  });
});
