import type { PhotoItem } from '@tumbledash/shared';
import { aspectRatio, photoRows, rowGrowth } from './photo-layout';
import { isExternal, safeUrl } from './urls';

interface PhotoSetProps {
  photos: PhotoItem[];
  layout: number[];
  linkthrough: string;
}

function Photo({ photo }: { photo: PhotoItem }) {
  const src = safeUrl(photo.url);
  if (!src) return null;
  // With a visible caption the figure is already described; otherwise say what it is.
  return (
    <img
      className="td-dash-photo__img"
      src={src}
      width={photo.width || undefined}
      height={photo.height || undefined}
      alt={photo.caption ? '' : 'Photo'}
      loading="lazy"
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
        const growth = rowGrowth(row.map((photo) => aspectRatio(photo.width, photo.height)));
        return (
          <div key={rowIndex} className="td-dash-photo__row">
            {row.map((photo, index) => (
              <figure key={photo.id} className="td-dash-photo__cell" style={{ flex: `${growth[index]} 1 0%` }}>
                {link ? (
                  <a href={link} {...(isExternal(link) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
                    <Photo photo={photo} />
                  </a>
                ) : (
                  <Photo photo={photo} />
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
