import gifenc from 'gifenc';
import { hsl } from '../media/png.js';

const { GIFEncoder } = gifenc;

/** A looping animated GIF: a colour wheel that turns, drawn with a fixed 64-colour palette. */
export function spinnerGif(size = 240, frames = 16): Buffer {
  const palette = Array.from({ length: 64 }, (_, i) => [...hsl((i * 360) / 64, 0.75, 0.55)]);
  const encoder = GIFEncoder();
  const pixels = new Uint8Array(size * size);
  for (let frame = 0; frame < frames; frame += 1) {
    const turn = (frame / frames) * Math.PI * 2;
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const dx = x - size / 2;
        const dy = y - size / 2;
        const angle = Math.atan2(dy, dx) + turn + Math.hypot(dx, dy) / 40;
        pixels[y * size + x] = Math.floor((((angle / (Math.PI * 2)) % 1) + 1) % 1 * 64) % 64;
      }
    }
    encoder.writeFrame(pixels, size, size, frame === 0 ? { palette, delay: 80 } : { delay: 80 });
  }
  encoder.finish();
  return Buffer.from(encoder.bytes());
}
