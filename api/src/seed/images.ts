import { hsl, mix, renderPng, type Rgb } from '../media/png.js';

/** Procedural pictures for the seed posts: each a small scene drawn pixel by pixel, nothing downloaded. */
export interface SeedImage {
  key: string;
  width: number;
  height: number;
  bytes: Buffer;
}

const smooth = (edge0: number, edge1: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

function sunset(width: number, height: number, hue: number): Buffer {
  const top = hsl(hue, 0.6, 0.35);
  const horizon = hsl((hue + 40) % 360, 0.9, 0.65);
  const sun = hsl((hue + 50) % 360, 1, 0.85);
  const hills = hsl((hue + 250) % 360, 0.35, 0.18);
  return renderPng(width, height, (_x, _y, u, v) => {
    const ridge = 0.72 + 0.06 * Math.sin(u * 7 + hue) + 0.03 * Math.sin(u * 23);
    if (v > ridge) return mix(hills, [0, 0, 0], (v - ridge) * 2);
    const dx = (u - 0.62) * (width / height);
    const dy = v - 0.55;
    const distance = Math.sqrt(dx * dx + dy * dy);
    const sky = mix(top, horizon, v / ridge);
    return mix(sun, sky, smooth(0.09, 0.12, distance));
  });
}

function mountains(width: number, height: number, hue: number): Buffer {
  const sky = [hsl(hue, 0.5, 0.85), hsl(hue, 0.45, 0.65)] as const;
  const layers = [0.45, 0.58, 0.7, 0.82];
  return renderPng(width, height, (_x, _y, u, v) => {
    for (let i = layers.length - 1; i >= 0; i -= 1) {
      const base = layers[i]!;
      const ridge = base - 0.08 * Math.abs(Math.sin(u * (3 + i * 1.7) + i)) - 0.03 * Math.sin(u * (17 + i * 5));
      // Front layers are checked first, so nearer ridges hide farther ones.
      if (v > ridge) return hsl((hue + 200) % 360, 0.25, 0.55 - i * 0.11);
    }
    return mix(sky[0], sky[1], v);
  });
}

function waves(width: number, height: number, hue: number): Buffer {
  return renderPng(width, height, (_x, _y, u, v) => {
    const wave = Math.sin(v * 40 + Math.sin(u * 6) * 2.5);
    const light = 0.35 + 0.25 * v + 0.12 * wave;
    return hsl((hue + 20 * Math.sin(u * 3)) % 360, 0.6, light);
  });
}

function bokeh(width: number, height: number, hue: number): Buffer {
  const circles = Array.from({ length: 18 }, (_, i) => ({
    x: ((i * 0.6180339) % 1) * width,
    y: ((i * 0.4142135 + 0.2) % 1) * height,
    r: 30 + ((i * 37) % 90),
    color: hsl((hue + i * 25) % 360, 0.8, 0.7) as Rgb,
  }));
  const background = hsl(hue, 0.4, 0.12);
  return renderPng(width, height, (x, y) => {
    let color: Rgb = background;
    for (const circle of circles) {
      if (Math.abs(x - circle.x) > circle.r || Math.abs(y - circle.y) > circle.r) continue;
      const d = Math.hypot(x - circle.x, y - circle.y);
      if (d < circle.r) color = mix(color, circle.color, 0.45 * (1 - smooth(circle.r * 0.85, circle.r, d)));
    }
    return color;
  });
}

function rings(width: number, height: number, hue: number): Buffer {
  return renderPng(width, height, (_x, _y, u, v) => {
    const d = Math.hypot(u - 0.5, v - 0.5);
    const band = Math.floor(d * 14);
    return hsl((hue + band * 22) % 360, 0.65, band % 2 ? 0.55 : 0.7);
  });
}

function mosaic(width: number, height: number, hue: number): Buffer {
  return renderPng(width, height, (x, y) => {
    const cx = Math.floor(x / 60);
    const cy = Math.floor(y / 60);
    const n = Math.sin(cx * 12.9898 + cy * 78.233) * 43758.5453;
    const r = n - Math.floor(n);
    const edge = x % 60 < 3 || y % 60 < 3;
    return edge ? [250, 248, 240] : hsl((hue + r * 80) % 360, 0.55, 0.45 + r * 0.3);
  });
}

function aurora(width: number, height: number, hue: number): Buffer {
  const night = hsl(230, 0.5, 0.08);
  return renderPng(width, height, (x, y, u, v) => {
    const curtain = Math.exp(-Math.pow((v - 0.35 - 0.12 * Math.sin(u * 5 + 1)) * 6, 2));
    const shimmer = 0.6 + 0.4 * Math.sin(u * 60 + Math.sin(u * 9) * 4);
    const noise = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
    const star = noise - Math.floor(noise) > 0.9992 ? 1 : 0;
    const base = mix(night, [255, 255, 255], star);
    return mix(base, hsl((hue + v * 60) % 360, 0.8, 0.55), curtain * shimmer);
  });
}

function dunes(width: number, height: number, hue: number): Buffer {
  const sky = hsl(hue, 0.55, 0.8);
  return renderPng(width, height, (_x, _y, u, v) => {
    const crest = 0.5 + 0.1 * Math.sin(u * 4) + 0.04 * Math.sin(u * 13 + 2);
    if (v < crest) return mix(sky, [255, 255, 255], 1 - v / crest);
    const shade = Math.sin((v - crest) * 30 + u * 8) * 0.5 + 0.5;
    return hsl(32, 0.6, 0.45 + 0.2 * shade);
  });
}

/** A television test pattern: the video's poster frame. */
function colourBars(width: number, height: number): Buffer {
  const bars: Rgb[] = [[192, 192, 192], [192, 192, 0], [0, 192, 192], [0, 192, 0], [192, 0, 192], [192, 0, 0], [0, 0, 192]];
  return renderPng(width, height, (_x, _y, u, v) => (v < 0.75 ? bars[Math.min(6, Math.floor(u * 7))]! : mix([0, 0, 0], [255, 255, 255], u)));
}

const SCENES = { sunset, mountains, waves, bokeh, rings, mosaic, aurora, dunes } as const;

/** Every picture the seed uses, keyed by name; photos are at most 1080 px wide (A§9.1). */
export function seedImages(): SeedImage[] {
  const specs: [string, keyof typeof SCENES, number, number, number][] = [
    ['sunset', 'sunset', 1080, 720, 10],
    ['sunset-violet', 'sunset', 640, 800, 280],
    ['mountains', 'mountains', 1080, 720, 200],
    ['waves', 'waves', 720, 720, 190],
    ['bokeh', 'bokeh', 640, 800, 320],
    ['rings', 'rings', 600, 600, 40],
    ['mosaic', 'mosaic', 720, 720, 150],
    ['aurora', 'aurora', 960, 540, 130],
    ['dunes', 'dunes', 800, 533, 200],
    ['set-1', 'rings', 480, 480, 0],
    ['set-2', 'mosaic', 480, 480, 60],
    ['set-3', 'waves', 480, 480, 120],
    ['set-4', 'bokeh', 480, 640, 180],
    ['set-5', 'sunset', 480, 640, 220],
    ['album-art', 'rings', 300, 300, 300],
    ['link-thumb', 'mosaic', 400, 300, 20],
  ];
  const images = specs.map(([key, scene, width, height, hue]) => ({ key, width, height, bytes: SCENES[scene](width, height, hue) }));
  images.push({ key: 'video-poster', width: 320, height: 240, bytes: colourBars(320, 240) });
  return images;
}
