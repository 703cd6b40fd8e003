import type { CSSProperties } from 'react';
import type { PhotoItem } from '@tumbledash/shared';
import { aspectRatio, photoRows, rowGrowth } from './photo-layout';
import { ResponsiveImage } from './responsive-image';
import { isExternal, safeUrl } from './urls';

interface PhotoSetProps {
  photos: PhotoItem[];
  layout: number[];
  linkthrough: string;
}

/** Shown width of a photo in a row of `perRow`: the timeline column is at most 540 px (timeline.css). */
export function photoSizes(perRow: number): string {
  return `(max-width: 572px) calc((100vw - 32px) / ${perRow}), ${Math.round(540 / perRow)}px`;
}

function Photo({ photo, perRow }: { photo: PhotoItem; perRow: number }) {
  const src = safeUrl(photo.url);
  if (!src) return null;
  // With a visible caption the figure is already described; otherwise say what it is.
  return (
    <ResponsiveImage
      className="td-dash-photo__img"
      src={src}
      width={photo.width}
      height={photo.height}
      alt={photo.caption ? '' : 'Photo'}
      sizes={photoSizes(perRow)}
    />
  );
}

/** A single photo or photoset rows from `layout`; photos in a row share one height. */
export function PhotoSet({ photos, layout, linkthrough }: PhotoSetProps) {
  const rows = photoRows(photos, layout);
  const link = photos.length === 1 ? safeUrl(linkthrough) : null;
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
                  <a href={link} {...(isExternal(link) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
                    <Photo photo={photo} perRow={row.length} />
                  </a>
                ) : (
                  <Photo photo={photo} perRow={row.length} />
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
