import shared from '@tumbledash/shared/contracts';
import type { BootstrapResponse, DashboardPost, ThemeParams } from '../contracts.js';
import { BLOG_HEADER_SIZES } from './first-screen-images.js';
import { plainText } from '../html/plain-text.js';
import { FIRST_SCREEN_ID, FIRST_SCREEN_STYLE, escapeHtml, postCardsHtml } from './first-screen-html.js';

/**
 * The first screen of /blog/{name} drawn on the server (issue 14), as the dashboard's is
 * (first-screen-html.ts): the blog's header — its picture in the variants and `sizes` the page preloads, eager
 * and high priority, with its width and height; avatar, title, name, description, the header's buttons and the
 * search toggle — and its first posts, laid out where the blog viewer's page (mfe-peepr pages/peepr-pages.tsx,
 * blog/blog-view.tsx, blog/blog-header.tsx, peepr.css) puts them, in the blog's theme colours. So a phone
 * paints the header picture (the page's LCP) from the HTML, and the real page appears in the drawing's place
 * without anything moving. It is hidden from assistive technology and inert; the blog page removes it once
 * its header and first posts are in (mfe-peepr blog/first-screen.ts), the shell when the page cannot load or
 * the address moves on.
 *
 * Drawn only from the answers the page asks for this visitor anyway (the blog's first page of posts, the
 * bootstrap): a blog they may not see has no page, so nothing is drawn; a blog without posts neither (its
 * header would need another question). Texts are escaped plain text; no stored HTML goes into the page.
 */

const { BLOG_FONTS, THEME_COLOR_PATTERN, imageVariantSources, themeTextColor } = shared;
const COLOR = new RegExp(THEME_COLOR_PATTERN);
const FONTS = new Set<string>(BLOG_FONTS);

/** The header picture's `max-height` (peepr.css `.td-peepr-header__image`). */
const HEADER_MAX_HEIGHT = 220;

/** The view's colours and title font as the page's `themeStyle` sets them; only values the theme allows. */
function themeCss(theme: ThemeParams): { view: string; title: string; avatarBorder: string } {
  const background = COLOR.test(theme.background_color) ? theme.background_color : '#fafafa';
  const text = themeTextColor(background);
  const titleColor = COLOR.test(theme.title_color) ? theme.title_color : '#222';
  const font = FONTS.has(theme.title_font) ? `'${theme.title_font}', Georgia, serif` : 'Georgia, serif';
  return {
    view: `background:${background};color:${text}`,
    title: `color:${titleColor};font-family:${font};font-weight:${theme.title_font_weight === 'bold' ? 700 : 400}`,
    avatarBorder: background,
  };
}

/**
 * The header picture as mfe-peepr blog/header-image.tsx draws it, in a box known before it loads: a stretched
 * header is the column's width (at most 220 px tall, cropped); another is its own shape, at most the column
 * wide and 220 px tall — what the page's `width: auto` gives once the picture is in.
 */
function headerPicture(theme: ThemeParams): string | null {
  const src = theme.header_image_focused;
  const width = theme.header_image_width;
  const height = theme.header_image_height;
  if (!theme.show_header_image || !src) return '';
  // Without its size the box is unknown until it loads: no drawing rather than one that moves.
  if (!src.startsWith('/media/') || !width || !height) return null;
  const sources = imageVariantSources(src, width);
  const fallback = sources?.at(-1);
  const box = theme.header_stretch ? 'td-fs-bh-img td-fs-bh-img--stretch' : 'td-fs-bh-img';
  const ownWidth = theme.header_stretch ? '' : ` style="width:min(100%,${((HEADER_MAX_HEIGHT * width) / height).toFixed(2)}px)"`;
  // High priority: the shell's code also waits for its paint before it starts (shell `layout/first-pictures-painted.ts`).
  const img =
    `<img class="${box}"${ownWidth} src="${escapeHtml(src)}"` +
    (fallback ? ` srcset="${escapeHtml(fallback.srcset)}" sizes="${BLOG_HEADER_SIZES}"` : '') +
    ` width="${width}" height="${height}" alt="" loading="eager" fetchpriority="high">`;
  if (!sources) return img;
  const modern = sources
    .slice(0, -1)
    .map((source) => `<source type="${escapeHtml(source.type ?? '')}" srcset="${escapeHtml(source.srcset)}" sizes="${BLOG_HEADER_SIZES}">`)
    .join('');
  return `<picture class="td-fs-bh-picture">${modern}${img}</picture>`;
}

/** The description's paragraphs as plain text (the page shows the stored HTML, at most 7.5 lines). */
function descriptionHtml(html: string): string {
  const paragraphs = html
    .split(/<\/p>|<br\s*\/?>/i)
    .map(plainText)
    .filter((text) => text.length > 0);
  return paragraphs.length > 0 ? `<div class="td-fs-bh-desc">${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</div>` : '';
}

/** The header's buttons this visitor gets (mfe-peepr follow-button, blog-actions, share-blog-button, header). */
function buttonLabels(blog: DashboardPost['blog'], viewer: BootstrapResponse | null): string[] {
  const signedIn = Boolean(viewer?.user);
  const channel = viewer?.channels.find((candidate) => candidate.name.toLowerCase() === blog.name.toLowerCase());
  const member = Boolean(channel);
  const labels: string[] = [];
  if (!member) labels.push(blog.following ? 'Unfollow' : 'Follow');
  if (!member && ((blog.can_receive_messages && signedIn) || blog.asks || blog.submissions)) labels.push('Message, ask or submit');
  if (signedIn) labels.push('Share');
  if (channel?.role === 'owner') labels.push('Edit appearance');
  return labels;
}

/** Safe mode for this visitor (mfe-peepr blog-view.tsx `useSafeMode`): the site flag and their setting. */
const safeMode = (viewer: BootstrapResponse | null) => Boolean(viewer?.flags?.safe_mode && viewer.user?.safe_mode);

/** peepr.css and the shared Avatar's rules, for the drawing's own class names. */
const BLOG_STYLE =
  `#${FIRST_SCREEN_ID}.td-fs-blogpage{max-width:620px;margin:0 auto}` +
  '.td-fs-view{border-radius:8px;overflow:hidden;padding-bottom:24px}' +
  '.td-fs-bh{text-align:center}.td-fs-bh-picture{display:block}' +
  '.td-fs-bh-img{display:block;height:auto;max-width:100%;max-height:220px;margin:0 auto;object-fit:cover;object-position:center}' +
  '.td-fs-bh-img--stretch{width:100%}' +
  '.td-fs-bh-body{padding:12px 16px}' +
  '.td-fs-bh-avatar{display:inline-block;vertical-align:middle;object-fit:cover;margin:0 auto 8px;border:3px solid}' +
  '.td-fs-bh--with-image .td-fs-bh-avatar{margin-top:-48px}' +
  '.td-fs-bh-title{margin:4px 0;font-size:1.6rem;line-height:normal}' +
  '.td-fs-bh-name{margin:0}' +
  '.td-fs-bh-desc{max-height:7.5em;overflow:hidden}' +
  '.td-fs-bh-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:10px}' +
  '.td-fs-button{display:inline-flex;align-items:center;box-sizing:border-box;min-height:36px;padding:6px 14px;border-radius:4px;border:1px solid #1a5d8f;background:#fff;color:#1a5d8f;font:600 13.3333px Arial,sans-serif}' +
  '.td-fs-button--follow{background:#1a5d8f;color:#fff}' +
  '.td-fs-search{padding:8px 16px}' +
  '.td-fs-posts{padding:0 8px}' +
  `#${FIRST_SCREEN_ID}.td-fs-blogpage .td-fs-post{margin:12px auto;border-radius:8px}` +
  `@media (max-width:767px){#${FIRST_SCREEN_ID}.td-fs-blogpage .td-fs-post{border-radius:0}}`;

/**
 * The first screen's HTML for /blog/{name} given its first page of posts as this visitor got it; empty when
 * there is nothing right to draw.
 */
export function blogFirstScreenHtml(blogName: string, posts: DashboardPost[], viewer: BootstrapResponse | null): string {
  const name = blogName.toLowerCase();
  const blog = posts.find((post) => post.blog?.name.toLowerCase() === name)?.blog;
  const theme = blog?.global_theme_params;
  if (!blog || !theme) return '';
  const picture = headerPicture(theme);
  if (picture === null) return '';
  const colours = themeCss(theme);
  const avatar =
    theme.show_avatar && blog.avatar_url_128?.startsWith('/media/')
      ? `<img class="td-fs-bh-avatar" src="${escapeHtml(blog.avatar_url_128)}" width="96" height="96" alt="" style="border-color:${colours.avatarBorder};border-radius:${theme.avatar_shape === 'square' ? '3px' : '50%'}">`
      : '';
  const title = theme.show_title ? `<p class="td-fs-bh-title" style="${colours.title}">${escapeHtml(blog.title)}</p>` : '';
  const description = theme.show_description && blog.description_sanitized ? descriptionHtml(blog.description_sanitized) : '';
  const buttons = buttonLabels(blog, viewer)
    .map((label) => `<span class="td-fs-button${label === 'Follow' ? ' td-fs-button--follow' : ''}">${escapeHtml(label)}</span>`)
    .join('');
  // The search toggle: hidden in safe mode for adult blogs (B§2 "Search filters").
  const search = safeMode(viewer) && blog.nsfw ? '' : `<div class="td-fs-search"><span class="td-fs-button">Search ${escapeHtml(blog.name)}</span></div>`;
  return (
    `<style>${FIRST_SCREEN_STYLE}${BLOG_STYLE}</style>` +
    `<div id="${FIRST_SCREEN_ID}" class="td-fs-blogpage" aria-hidden="true" inert><div class="td-fs-view" style="${colours.view}">` +
    `<div class="${picture ? 'td-fs-bh td-fs-bh--with-image' : 'td-fs-bh'}">${picture}<div class="td-fs-bh-body">${avatar}${title}` +
    `<p class="td-fs-bh-name">${escapeHtml(blog.name)}</p>${description}<div class="td-fs-bh-actions">${buttons}</div></div></div>` +
    `${search}<div class="td-fs-posts">${postCardsHtml(posts)}</div></div></div>`
  );
}
