import { arrivedPicturesPainted, eagerPicturesSettled } from './first-screen-pictures';

function picture(loading: 'eager' | 'lazy', complete: boolean): HTMLImageElement {
  const img = document.createElement('img');
  img.loading = loading;
  Object.defineProperty(img, 'complete', { value: complete });
  return img;
}

describe('eagerPicturesSettled', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the pictures that load at once, not for lazy ones', async () => {
    const root = document.createElement('div');
    const first = picture('eager', false);
    root.append(first, picture('lazy', false), picture('eager', true));
    let done = false;
    const settled = eagerPicturesSettled(root).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    first.dispatchEvent(new Event('load'));
    await settled;
    expect(done).toBe(true);
  });

  it('counts a picture that failed as settled', async () => {
    const root = document.createElement('div');
    const broken = picture('eager', false);
    root.append(broken);
    const settled = eagerPicturesSettled(root);
    broken.dispatchEvent(new Event('error'));
    await expect(settled).resolves.toBeUndefined();
  });

  it('gives up on a picture that never arrives', async () => {
    jest.useFakeTimers();
    const root = document.createElement('div');
    root.append(picture('eager', false));
    const settled = eagerPicturesSettled(root, 3000);
    jest.advanceTimersByTime(3000);
    await expect(settled).resolves.toBeUndefined();
  });
});

describe('arrivedPicturesPainted', () => {
  afterEach(() => jest.restoreAllMocks());

  function arrived(decoded: Promise<void>): HTMLImageElement {
    const img = document.createElement('img');
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 1080 });
    img.decode = () => decoded;
    return img;
  }

  it('waits for the arrived pictures to be decoded, then for a paint', async () => {
    let decode!: () => void;
    const root = document.createElement('div');
    root.append(arrived(new Promise((resolve) => (decode = resolve))), picture('eager', false));
    let done = false;
    const painted = arrivedPicturesPainted(root).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    decode();
    await painted;
    expect(done).toBe(true);
  });

  it('stops waiting for the paint when the page is hidden, which gets no animation frames', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const root = document.createElement('div');
    root.append(arrived(Promise.resolve()));
    let done = false;
    const painted = arrivedPicturesPainted(root).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await painted;
    expect(done).toBe(true);
  });

  it('does not wait at all in a page opened in a background tab', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const root = document.createElement('div');
    root.append(arrived(new Promise(() => undefined)));
    await expect(arrivedPicturesPainted(root)).resolves.toBeUndefined();
  });

  it('does not wait for a picture still on its way', async () => {
    const root = document.createElement('div');
    root.append(picture('eager', false));
    await expect(arrivedPicturesPainted(root)).resolves.toBeUndefined();
  });
});
