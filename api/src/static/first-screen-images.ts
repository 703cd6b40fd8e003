import shared from '@tumbledash/shared/contracts';
import type { DashboardPost, TimelinePage } from '../contracts.js';

/**
 * The picture a phone most likely paints largest first (its LCP), preloaded from index.html (issue 14): the
 * page's own scripts would only ask for it after the shell, the remotes and React ran. It is what the
 * client shows first, from the first page of posts the page carries anyway:
 * - /dashboard: the first photo of the first two posts — the post card's first image, eager with high
 *   priority (mfe-dashboard post-card/first-image.ts), in the same variants and `sizes` as its `<picture>`
 *   (post-card/photo-set.tsx), so the browser picks the very file it preloaded;
 * - /blog/{name}: the blog's header picture, as the blog page shows it (mfe-peepr blog/header-image.tsx), in
 *   the same variants and `sizes` once the blog knows the picture's width.
 * A photo further down is below a phone's first screen: preloading it would only compete with the scripts.
 */

const { imageVariantSources } = shared;

export interface ImagePreload {
  href: string;
  /** With variants: the modern format's srcset and the shown width, as the `<source>` has them. */
  type?: string;
  srcset?: string;
  sizes?: string;
}

/** Posts looked at for the dashboard's first photo: the first screen of a phone shows about two. */
const FIRST_SCREEN_POSTS = 2;

/** The post card's photo `sizes` (mfe-dashboard post-card/photo-set.tsx `photoSizes`): a 540 px column. */
export function photoSizes(perRow: number): string {
  return `(max-width: 572px) calc((100vw - 32px) / ${perRow}), ${Math.round(540 / perRow)}px`;
}

function firstPhoto(post: DashboardPost): ImagePreload | null {
  const { content } = post;
  if (content.type !== 'photo' || content.photos.length === 0) return null;
  const photo = content.photos[0]!;
  if (!photo.url.startsWith('/media/')) return null;
  const perRow = post.is_carousel && content.photos.length > 1 ? 1 : Math.max(1, Math.min(content.layout[0] ?? 1, content.photos.length));
  const sources = imageVariantSources(photo.url, photo.width);
  // A picture without variants (one wider than the largest GIF variant) is preloaded as it is shown.
  if (!sources) return { href: photo.url };
  const modern = sources[0]!;
  return { href: photo.url, type: modern.type, srcset: modern.srcset, sizes: photoSizes(perRow) };
}

/** The blog page's header picture `sizes` (mfe-peepr blog/header-image.tsx `HEADER_IMAGE_SIZES`): a 620 px column. */
export const BLOG_HEADER_SIZES = '(max-width: 620px) 100vw, 620px';

/** A blog's header picture, when its theme shows one that the server stores. */
function blogHeader(post: DashboardPost | undefined): ImagePreload | null {
  const theme = post?.blog.global_theme_params;
  const href = theme?.header_image_focused;
  if (!href || theme.show_header_image === false || !href.startsWith('/media/')) return null;
  const sources = theme.header_image_width ? imageVariantSources(href, theme.header_image_width) : null;
  if (!sources) return { href };
  const modern = sources[0]!;
  return { href, type: modern.type, srcset: modern.srcset, sizes: BLOG_HEADER_SIZES };
}

/** The picture to preload for the page at `pathname` given its first page of posts; null when none. */
export function firstScreenImage(pathname: string, page: TimelinePage | null | undefined, blogName: string | null): ImagePreload | null {
  const posts = page?.posts ?? [];
  if (blogName) {
    const own = posts.find((post) => post.tumblelog.toLowerCase() === blogName);
    return blogHeader(own);
  }
  if (!/^\/dashboard\/?$/.test(pathname)) return null;
  for (const post of posts.slice(0, FIRST_SCREEN_POSTS)) {
    const photo = firstPhoto(post);
    if (photo) return photo;
  }
  return null;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `<link rel="preload" as="image">` with high priority, responsive when the picture has variants. */
export function imagePreloadLink(image: ImagePreload): string {
  const responsive = image.srcset && image.sizes ? ` imagesrcset="${attribute(image.srcset)}" imagesizes="${attribute(image.sizes)}"` : '';
  const type = image.type ? ` type="${attribute(image.type)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${attribute(image.href)}"${responsive}${type}>`;
}
