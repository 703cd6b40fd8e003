import type { GifMedia } from '../compose/api-types';
import { escapeHtml } from '../editor/html-text';

/** A§8.6; %1$s is the link to the blog that first posted the GIF. */
export const GIF_ATTRIBUTION = 'Originally posted by %1$s';

/** The GIF and its attribution, as inserted into a post. */
export function gifHtml(media: GifMedia): string {
  const blog = media.rootBlog || media.postBlog;
  const href = media.rootPostUrl || media.postUrl;
  const link = href ? `<a href="${escapeHtml(href)}">${escapeHtml(blog)}</a>` : escapeHtml(blog);
  const size = media.width > 0 && media.height > 0 ? ` width="${media.width}" height="${media.height}"` : '';
  return `<figure><img src="${escapeHtml(media.mediaUrl)}" alt=""${size}></figure><p>${GIF_ATTRIBUTION.replace('%1$s', link)}</p>`;
}
