import { firstPicturesPainted } from './first-pictures-painted';

/** A drawn picture whose decoding the test settles by hand (jsdom decodes nothing). */
function drawnPicture() {
  const picture = document.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  let settle: (ok: boolean) => void = () => undefined;
  picture.decode = () => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('EncodingError')))));
  document.body.append(picture);
  return { decoded: () => settle(true), failed: () => settle(false) };
}

async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(50);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.body.replaceChildren();
});

it('does not wait on a page the server drew no picture for', async () => {
  document.body.append(document.createElement('img'));
  expect(await isSettled(firstPicturesPainted())).toBe(true);
});

it('waits for the drawn picture to be decoded, then for a paint', async () => {
  const picture = drawnPicture();
  const painted = firstPicturesPainted();
  expect(await isSettled(painted)).toBe(false);
  picture.decoded();
  expect(await isSettled(painted)).toBe(true);
});

it('lets a picture that fails hold nothing back', async () => {
  const picture = drawnPicture();
  const painted = firstPicturesPainted();
  picture.failed();
  expect(await isSettled(painted)).toBe(true);
});

it('waits no longer than its limit for a picture that does not come', async () => {
  drawnPicture();
  const painted = firstPicturesPainted(1000);
  expect(await isSettled(painted)).toBe(false);
  await jest.advanceTimersByTimeAsync(1000);
  expect(await isSettled(painted)).toBe(true);
});

it('does not wait on a page opened in a background tab, which paints nothing', async () => {
  drawnPicture();
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  expect(await isSettled(firstPicturesPainted())).toBe(true);
});

it('stops waiting for the paint when the page is hidden, which gets no animation frames', async () => {
  const picture = drawnPicture();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  const painted = firstPicturesPainted();
  picture.decoded();
  expect(await isSettled(painted)).toBe(false);
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(await isSettled(painted)).toBe(true);
});
