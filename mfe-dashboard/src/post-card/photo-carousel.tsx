import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PhotoItem } from '@tumbledash/shared';
import { carouselStep, type Peek } from './carousel';
import { aspectRatio } from './photo-layout';
import { PhotoLink } from './photo-link';
import { photoSizes } from './photo-set';
import { ResponsiveImage } from './responsive-image';
import { safeUrl } from './urls';

interface PhotoCarouselProps {
  photos: PhotoItem[];
  initialIndex?: number;
  /** The post's click-through link (A§3.4 `linkthrough`): every photo leads there, as a single photo does. */
  linkthrough?: string;
}

/** Multi-photo carousel (B§2, B§4): one photo at a time, previous and next; a peek at either end. */
export function PhotoCarousel({ photos, initialIndex = 0, linkthrough = '' }: PhotoCarouselProps) {
  const count = photos.length;
  const [index, setIndex] = useState(Math.min(Math.max(initialIndex, 0), count - 1));
  const [peek, setPeek] = useState<Peek>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // A hint that there is more: one peek the first time the whole carousel is in view.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= 0.99)) {
          setPeek('end');
          observer.disconnect();
        }
      },
      { threshold: 1 },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const move = (delta: number) => {
    const step = carouselStep(index, delta, count);
    setIndex(step.index);
    setPeek(step.peek);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };
  const photo = photos[index];
  const src = safeUrl(photo?.url);
  const link = safeUrl(linkthrough);
  const image = photo && src && (
    <ResponsiveImage
      className="td-dash-carousel__img"
      src={src}
      width={photo.width}
      height={photo.height}
      alt={photo.caption || 'Photo'}
      sizes={photoSizes(1)}
    />
  );
  // The frame takes the tallest photo's shape so the card does not jump while paging.
  const frameRatio = Math.min(...photos.map((item) => aspectRatio(item.width, item.height)));

  return (
    <div
      ref={rootRef}
      className="td-dash-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Photos"
      onKeyDown={onKeyDown}
    >
      <div
        className={peek ? `td-dash-carousel__frame td-dash-carousel__frame--peek-${peek}` : 'td-dash-carousel__frame'}
        style={{ aspectRatio: String(frameRatio) }}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        onAnimationEnd={() => setPeek(null)}
      >
        {image && link ? (
          <PhotoLink href={link} className="td-dash-carousel__link">
            {image}
          </PhotoLink>
        ) : (
          image
        )}
      </div>
      {photo?.caption && <p className="td-dash-photo__caption" aria-hidden="true">{photo.caption}</p>}
      <div className="td-dash-carousel__controls">
        <button type="button" className="td-dash-carousel__button" aria-label="Previous photo" onClick={() => move(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <span className="td-dash-carousel__count" aria-live="polite">
          {index + 1} / {count}
        </span>
        <button type="button" className="td-dash-carousel__button" aria-label="Next photo" onClick={() => move(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
