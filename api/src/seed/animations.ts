import gifenc from 'gifenc';
import { hsl, type Rgb } from '../media/png.js';

const { GIFEncoder } = gifenc;

/** A frame of palette indexes with a few filled shapes: enough to draw little looping cartoons. */
class Frame {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: number,
  ) {
    this.pixels = new Uint8Array(width * height).fill(background);
  }

  private plot(x: number, y: number, colour: number): void {
    if (x >= 0 && y >= 0 && x < this.width && y < this.height) this.pixels[y * this.width + x] = colour;
  }

  /** Every pixel whose centre is inside the shape, within its bounding box. */
  private fillWhere(x0: number, y0: number, x1: number, y1: number, colour: number, inside: (x: number, y: number) => boolean): void {
    for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(this.height - 1, Math.ceil(y1)); y += 1) {
      for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(this.width - 1, Math.ceil(x1)); x += 1) {
        if (inside(x + 0.5, y + 0.5)) this.plot(x, y, colour);
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, colour: number): void {
    this.fillWhere(x, y, x + w - 1, y + h - 1, colour, () => true);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: number): void {
    this.fillWhere(cx - rx, cy - ry, cx + rx, cy + ry, colour, (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
  }

  circle(cx: number, cy: number, r: number, colour: number): void {
    this.ellipse(cx, cy, r, r, colour);
  }

  triangle(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, colour: number): void {
    const side = (px: number, py: number, qx: number, qy: number, x: number, y: number) => (qx - px) * (y - py) - (qy - py) * (x - px);
    this.fillWhere(Math.min(ax, bx, cx), Math.min(ay, by, cy), Math.max(ax, bx, cx), Math.max(ay, by, cy), colour, (x, y) => {
      const d1 = side(ax, ay, bx, by, x, y);
      const d2 = side(bx, by, cx, cy, x, y);
      const d3 = side(cx, cy, ax, ay, x, y);
      return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
    });
  }

  /** A thick line with round ends. */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, colour: number): void {
    const r = thickness / 2;
    const length2 = (x1 - x0) ** 2 + (y1 - y0) ** 2 || 1;
    this.fillWhere(Math.min(x0, x1) - r, Math.min(y0, y1) - r, Math.max(x0, x1) + r, Math.max(y0, y1) + r, colour, (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / length2));
      return (x - (x0 + t * (x1 - x0))) ** 2 + (y - (y0 + t * (y1 - y0))) ** 2 <= r * r;
    });
  }
}

type Draw = (frame: Frame, t: number, index: number) => void;

/** An endlessly looping GIF of `frames` frames; `t` runs from 0 to 1 (exclusive) over the loop. */
function animate(width: number, height: number, palette: Rgb[], frames: number, delay: number, background: number, draw: Draw): Buffer {
  const encoder = GIFEncoder();
  const colours = palette.map((colour) => [...colour]);
  for (let index = 0; index < frames; index += 1) {
    const frame = new Frame(width, height, background);
    draw(frame, index / frames, index);
    encoder.writeFrame(frame.pixels, width, height, index === 0 ? { palette: colours, delay, repeat: 0 } : { delay });
  }
  encoder.finish();
  return Buffer.from(encoder.bytes());
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [34, 30, 40];
const PINK: Rgb = [240, 128, 150];
const TAU = Math.PI * 2;

/** A cat's face that bobs, blinks and twitches its ears. */
export function catGif(fur: number, background: number): Buffer {
  const palette: Rgb[] = [hsl(background, 0.55, 0.8), hsl(fur, 0.6, 0.55), hsl(fur, 0.6, 0.35), WHITE, INK, PINK];
  return animate(200, 200, palette, 12, 90, 0, (f, t, i) => {
    const bob = Math.round(Math.sin(t * TAU) * 5);
    const cy = 112 + bob;
    const twitch = i === 6 || i === 7 ? 6 : 0;
    f.triangle(52, cy - 30, 66, cy - 86 + twitch, 96, cy - 50, 1);
    f.triangle(148, cy - 30, 134, cy - 86, 104, cy - 50, 1);
    f.triangle(62, cy - 40, 68, cy - 72 + twitch, 86, cy - 52, 5);
    f.triangle(138, cy - 40, 132, cy - 72, 114, cy - 52, 5);
    f.ellipse(100, cy, 62, 54, 1);
    f.ellipse(100, cy + 22, 30, 20, 3);
    const blink = i === 9;
    for (const x of [76, 124]) {
      if (blink) f.line(x - 9, cy - 8, x + 9, cy - 8, 3, 4);
      else {
        f.ellipse(x, cy - 8, 10, 12, 3);
        f.ellipse(x + 1, cy - 7, 5, 9, 4);
      }
    }
    f.triangle(92, cy + 10, 108, cy + 10, 100, cy + 19, 5);
    f.line(100, cy + 19, 92, cy + 28, 2, 2);
    f.line(100, cy + 19, 108, cy + 28, 2, 2);
    for (const dy of [-4, 6]) {
      f.line(40, cy + 14 + dy, 70, cy + 16 + dy / 2, 2, 4);
      f.line(160, cy + 14 + dy, 130, cy + 16 + dy / 2, 2, 4);
    }
  });
}

/** A stick figure dancing under a flashing light. */
export function danceGif(body: number): Buffer {
  const palette: Rgb[] = [hsl(body + 180, 0.5, 0.2), hsl(body + 180, 0.6, 0.32), hsl(body, 0.8, 0.6), hsl(body + 60, 0.9, 0.65), WHITE];
  return animate(200, 200, palette, 16, 70, 0, (f, t, i) => {
    if (i % 4 < 2) f.circle(100, 20, 70, 1);
    f.rect(0, 176, 200, 24, i % 2 === 0 ? 3 : 1);
    const swing = Math.sin(t * TAU * 2);
    const hop = Math.abs(Math.sin(t * TAU * 2)) * 12;
    const hipX = 100 + swing * 10;
    const hipY = 118 - hop;
    const neckX = 100 - swing * 6;
    const neckY = hipY - 44;
    f.circle(neckX, neckY - 18, 15, 2);
    f.line(neckX, neckY, hipX, hipY, 8, 2);
    const arm = swing * 40;
    f.line(neckX, neckY + 6, neckX - 34, neckY - 18 + arm, 7, 2);
    f.line(neckX, neckY + 6, neckX + 34, neckY - 18 - arm, 7, 2);
    f.line(hipX, hipY, hipX - 24 - swing * 10, 172, 8, 2);
    f.line(hipX, hipY, hipX + 24 - swing * 10, 172 - Math.max(0, swing) * 20, 8, 2);
    for (let k = 0; k < 5; k += 1) {
      const angle = t * TAU + (k * TAU) / 5;
      f.circle(100 + Math.cos(angle) * 86, 40 + Math.sin(angle) * 22, 4, 4);
    }
  });
}

/** A smiley that bounces with a squash, sparkles around it. */
export function happyGif(face: number, background: number): Buffer {
  const palette: Rgb[] = [hsl(background, 0.6, 0.85), hsl(face, 0.9, 0.58), INK, WHITE, hsl(background, 0.7, 0.6)];
  return animate(200, 200, palette, 12, 80, 0, (f, t) => {
    const bounce = Math.abs(Math.sin(t * Math.PI));
    const cy = 150 - bounce * 60;
    const squash = bounce < 0.25 ? 1 - (0.25 - bounce) : 1;
    const rx = 50 / squash;
    const ry = 50 * squash;
    f.ellipse(100, 186, 40 - bounce * 16, 6, 4);
    f.ellipse(100, cy, rx, ry, 1);
    f.ellipse(82, cy - 12 * squash, 6, 10 * squash, 2);
    f.ellipse(118, cy - 12 * squash, 6, 10 * squash, 2);
    f.ellipse(100, cy + 14 * squash, 26, 16 * squash, 2);
    f.rect(70, cy + 14 * squash - 18 * squash, 60, 18 * squash, 1);
    for (let k = 0; k < 4; k += 1) {
      const angle = t * TAU * -1 + (k * TAU) / 4;
      const size = 4 + 3 * Math.sin(t * TAU * 2 + k);
      f.circle(100 + Math.cos(angle) * 80, 90 + Math.sin(angle) * 70, size, 3);
    }
  });
}

/** Equalizer bars rising and falling in a loop. */
export function equalizerGif(hue: number): Buffer {
  const bars = 8;
  const palette: Rgb[] = [hsl(hue + 200, 0.5, 0.12), ...Array.from({ length: bars }, (_, k) => hsl(hue + k * 18, 0.85, 0.58))];
  return animate(200, 160, palette, 16, 70, 0, (f, t) => {
    for (let k = 0; k < bars; k += 1) {
      const level = 0.5 + 0.45 * Math.sin(t * TAU * (1 + (k % 3)) + k * 1.3);
      const height = Math.round(20 + level * 110);
      for (let y = 150 - height; y < 150; y += 10) f.rect(12 + k * 23, y, 19, 8, k + 1);
    }
  });
}

/** A comet chasing its tail around a ring. */
export function loopGif(hue: number): Buffer {
  const trail = 6;
  const palette: Rgb[] = [hsl(hue + 180, 0.35, 0.14), hsl(hue, 0.35, 0.3), ...Array.from({ length: trail }, (_, k) => hsl(hue, 0.9, 0.35 + (k * 0.4) / trail))];
  return animate(180, 180, palette, 18, 60, 0, (f, t) => {
    f.circle(90, 90, 64, 1);
    f.circle(90, 90, 56, 0);
    for (let k = 0; k < trail; k += 1) {
      const angle = t * TAU - ((trail - 1 - k) * TAU) / 36;
      f.circle(90 + Math.cos(angle) * 60, 90 + Math.sin(angle) * 60, 5 + k * 1.5, k + 2);
    }
  });
}
