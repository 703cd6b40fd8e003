import { useState } from 'react';
import { imageVariantSources } from '@tumbledash/shared';
import { claimFirstImage } from './first-image';

interface ResponsiveImageProps {
  src: string;
  width: number;
  height: number;
  alt: string;
  className: string;
  /** How wide the image is shown, for the browser to pick a variant (`sizes`). */
  sizes: string;
}

/**
 * A post's picture in the sizes and formats the server made of it (AVIF, WebP, then the original format),
 * with its width and height so nothing shifts while it loads. Pictures the server has no variants of
 * (external ones) show as they are; a GIF comes as its animated WebP before the GIF itself.
 */
export function ResponsiveImage({ src, width, height, alt, className, sizes }: ResponsiveImageProps) {
  const [first] = useState(claimFirstImage);
  const sources = imageVariantSources(src, width);
  const fallback = sources?.at(-1);
  const image = (
    <img
      className={className}
      src={src}
      srcSet={fallback?.srcset}
      sizes={fallback ? sizes : undefined}
      width={width || undefined}
      height={height || undefined}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!sources) return image;
  return (
    <picture className="td-dash-picture">
      {sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
