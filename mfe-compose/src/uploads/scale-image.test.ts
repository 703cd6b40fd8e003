import { scaleImage, scaledSize } from './scale-image';

it('scales the longer side down to 1080 px and keeps the ratio', () => {
  expect(scaledSize(4000, 3000)).toEqual({ width: 1080, height: 810 });
  expect(scaledSize(1000, 2160)).toEqual({ width: 500, height: 1080 });
  expect(scaledSize(1080, 500)).toEqual({ width: 1080, height: 500 });
  expect(scaledSize(20, 10)).toEqual({ width: 20, height: 10 });
});

it('uploads the file as it is where the browser cannot decode it', async () => {
  const file = new File(['x'], 'a.png', { type: 'image/png' });
  await expect(scaleImage(file)).resolves.toEqual({ blob: file, width: 0, height: 0 });
});
