import type { CSSProperties } from 'react';
import type { PhotoItem } from '@tumbledash/shared';
import { aspectRatio, photoRows, rowGrowth } from './photo-layout';
import { ResponsiveImage } from './responsive-image';
import { PhotoLink } from './photo-link';
import { safeUrl } from './urls';

interface PhotoSetProps {
  photos: PhotoItem[];
  layout: number[];
  linkthrough: string;
}

/** Shown width of a photo in a row of `perRow`: the timeline column is at most 540 px (timeline.css). */
export function photoSizes(perRow: number): string {
  return `(max-width: 572px) calc((100vw - 32px) / ${perRow}), ${Math.round(540 / perRow)}px`;
}

function Photo({ photo, perRow, linked }: { photo: PhotoItem; perRow: number; linked: boolean }) {
  const src = safeUrl(photo.url);
  if (!src) return null;
  // With a visible caption the figure is already described; otherwise say what it is. A link needs a name of its own.
  return (
    <ResponsiveImage
      className="td-dash-photo__img"
      src={src}
      width={photo.width}
      height={photo.height}
      alt={linked ? photo.caption || 'Photo' : photo.caption ? '' : 'Photo'}
      sizes={photoSizes(perRow)}
    />
  );
}

/** A single photo or photoset rows from `layout`; photos in a row share one height; each is the click-through link. */
export function PhotoSet({ photos, layout, linkthrough }: PhotoSetProps) {
  const rows = photoRows(photos, layout);
  const link = safeUrl(linkthrough);
  return (
    <div className="td-dash-photo">
      {rows.map((row, rowIndex) => {
        const ratios = row.map((photo) => aspectRatio(photo.width, photo.height));
        const growth = rowGrowth(ratios);
        const shape = { '--td-dash-photo-ratios': ratios.reduce((sum, ratio) => sum + ratio, 0), '--td-dash-photo-gaps': row.length - 1 };
        return (
          <div key={rowIndex} className="td-dash-photo__row" style={shape as CSSProperties}>
            {row.map((photo, index) => (
              <figure key={photo.id} className="td-dash-photo__cell" style={{ flex: `${growth[index]} 1 0%` }}>
                {link ? (
                  <PhotoLink href={link}>
                    <Photo photo={photo} perRow={row.length} linked />
                  </PhotoLink>
                ) : (
                  <Photo photo={photo} perRow={row.length} linked={false} />
                )}
                {photo.caption && <figcaption className="td-dash-photo__caption">{photo.caption}</figcaption>}
              </figure>
            ))}
          </div>
        );
      })}
    </div>
  );
}
