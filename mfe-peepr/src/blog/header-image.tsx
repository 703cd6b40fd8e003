import { imageVariantSources, type ThemeParams } from '@tumbledash/shared';

/**
 * How wide the header picture is shown (`sizes`): the blog page's column (`.td-peepr-page`, 620 px), the whole
 * screen below that. The page's preload link says the same (api static/first-screen-images.ts `blogHeaderSizes`),
 * so the browser picks the very file it preloaded.
 */
export const HEADER_IMAGE_SIZES = '(max-width: 620px) 100vw, 620px';

interface HeaderImageProps {
  src: string;
  theme: ThemeParams;
}

/**
 * The blog's header picture, usually the largest thing on the blog's first screen (issue 14, LCP): fetched
 * first (eager, high priority), in the sizes and formats the server makes of it (AVIF, WebP, then the
 * original format) once its width is known, with its width and height so nothing below it moves while it
 * loads.
 */
export function HeaderImage({ src, theme }: HeaderImageProps) {
  const sources = theme.header_image_width ? imageVariantSources(src, theme.header_image_width) : null;
  const fallback = sources?.at(-1);
  const image = (
    <img
      className={theme.header_stretch ? 'td-peepr-header__image td-peepr-header__image--stretch' : 'td-peepr-header__image'}
      src={src}
      srcSet={fallback?.srcset}
      sizes={fallback ? HEADER_IMAGE_SIZES : undefined}
      width={theme.header_image_width}
      height={theme.header_image_height}
      alt=""
      loading="eager"
      fetchPriority="high"
    />
  );
  if (!sources) return image;
  return (
    <picture className="td-peepr-header__picture">
      {sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={HEADER_IMAGE_SIZES} />
      ))}
      {image}
    </picture>
  );
}
