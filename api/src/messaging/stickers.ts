import type { Db } from '../db/connect.js';
import { hsl, mix, renderPng, type Rgb } from '../media/png.js';
import { mediaUrl, writeMediaFile } from '../media/store.js';

const STICKER_SIZE = 250;
const PACK = 'tumbledash-basics';
const CLEAR: Rgb = [255, 255, 255];

type Shape = (x: number, y: number) => boolean;

/** Shapes in a unit square centred on 0, each drawn by its own inside test. */
const SHAPES: { id: string; description: string; hue: number; inside: Shape }[] = [
  { id: 'heart', description: 'A red heart', hue: 350, inside: (x, y) => (x * x + (-y * 1.2 - Math.sqrt(Math.abs(x)) * 0.7) ** 2) < 0.36 },
  {
    id: 'star',
    description: 'A golden star',
    hue: 45,
    inside: (x, y) => {
      const angle = Math.atan2(y, x);
      const radius = Math.hypot(x, y);
      return radius < 0.32 + 0.2 * Math.cos(5 * (angle + Math.PI / 2));
    },
  },
  { id: 'sun', description: 'A sun', hue: 30, inside: (x, y) => Math.hypot(x, y) < 0.3 + 0.08 * Math.max(0, Math.cos(12 * Math.atan2(y, x))) },
  { id: 'drop', description: 'A blue drop', hue: 205, inside: (x, y) => Math.hypot(x, y - 0.12) < 0.3 || (y < 0.12 && Math.abs(x) < (0.12 - y) * 0.55 && y > -0.5) },
  { id: 'leaf', description: 'A green leaf', hue: 120, inside: (x, y) => Math.hypot(x - 0.2, y) < 0.42 && Math.hypot(x + 0.2, y) < 0.42 },
  { id: 'moon', description: 'A crescent moon', hue: 260, inside: (x, y) => Math.hypot(x, y) < 0.42 && Math.hypot(x - 0.18, y + 0.1) > 0.34 },
];

function stickerPng(hue: number, inside: Shape): Buffer {
  const fill = hsl(hue, 0.75, 0.55);
  const shade = hsl(hue, 0.8, 0.35);
  return renderPng(STICKER_SIZE, STICKER_SIZE, (_x, _y, u, v) => {
    const x = u - 0.5;
    const y = v - 0.5;
    return inside(x, y) ? mix(fill, shade, Math.min(1, Math.hypot(x + 0.15, y + 0.15) * 1.4)) : CLEAR;
  });
}

/** The sticker catalogue (B§3) is generated once, like the seed media: nothing is downloaded. */
export async function ensureStickers(db: Db, dataDir: string): Promise<void> {
  const existing = await db.selectFrom('stickers').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const rows = [];
  for (const [position, shape] of SHAPES.entries()) {
    const url = mediaUrl(await writeMediaFile(dataDir, stickerPng(shape.hue, shape.inside), 'png'));
    rows.push({
      id: `${PACK}-${shape.id}`,
      description: shape.description,
      media_key: shape.id,
      sticker_pack_id: PACK,
      url,
      original_size_url: url,
      position,
    });
  }
  await db.insertInto('stickers').values(rows).onConflict((oc) => oc.doNothing()).execute();
}
