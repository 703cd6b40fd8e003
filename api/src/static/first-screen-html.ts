import shared from '@tumbledash/shared/contracts';
import type { DashboardPost } from '../contracts.js';
import { plainText } from '../html/plain-text.js';
import { photoSizes } from './first-screen-images.js';

/**
 * The first screen of /dashboard drawn on the server (issue 14, "if LCP still misses 2.5 s, render the first
 * screen's HTML on the server"): before any script ran, a phone paints the first posts of the page the
 * server sends along anyway — the blog's name, a text excerpt and the first photo in its responsive
 * variants, with its width and height. It is a picture of the page, not a second post card: hidden from
 * assistive technology and inert (nothing to press). While it shows, the page remote's container after it
 * is not displayed, so the real timeline appears in its place rather than moving in below it (no layout
 * shift); the dashboard removes it once its first page is in (mfe-dashboard timeline/first-screen.ts), the
 * shell when the dashboard cannot load or the address moves on. Texts are escaped plain text taken from the
 * stored (sanitized) HTML; no post HTML is written into the page. A post blurred for this viewer (safe mode)
 * is drawn as its notice only. The blog page draws its own first screen with the same posts
 * (blog-first-screen-html.ts).
 */

const { imageVariantSources } = shared;

/** The element id the dashboard, the blog page (mfe-peepr) and the shell remove; one id for every drawn page. */
export const { FIRST_SCREEN_ID } = shared;
/** Posts drawn: a phone's first screen shows about two. */
export const FIRST_SCREEN_POSTS = 2;
const EXCERPT_CHARS = 280;
/** Content fields whose text a card shows first, in order. */
const TEXT_FIELDS = ['title', 'text', 'question', 'body', 'caption', 'description', 'answer'] as const;

export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function excerpt(content: Record<string, unknown>, fields: readonly string[] = TEXT_FIELDS): string {
  const text = fields.map((field) => content[field])
    .filter((value): value is string => typeof value === 'string' && value.length > 0)
    .map(plainText)
    .join(' ')
    .trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}

interface Photo {
  url: string;
  width: number;
  height: number;
}

/**
 * The first row of a photo post as the post card lays it out: eager, high priority, in its variants. The shell's
 * code waits for a high-priority picture's paint before it starts (shell `layout/first-pictures-painted.ts`).
 */
function photoRow(photos: Photo[], perRow: number, first: boolean): string {
  const row = photos.slice(0, perRow).filter((photo) => photo.url.startsWith('/media/') && photo.width > 0 && photo.height > 0);
  const cells = row.map((photo, index) => {
    const eager = first && index === 0;
    const sources = imageVariantSources(photo.url, photo.width);
    const sizes = photoSizes(row.length);
    const fallback = sources?.at(-1);
    const img =
      `<img src="${escapeHtml(photo.url)}"${fallback ? ` srcset="${escapeHtml(fallback.srcset)}" sizes="${escapeHtml(sizes)}"` : ''}` +
      ` width="${photo.width}" height="${photo.height}" alt="" decoding="async"${eager ? ' fetchpriority="high"' : ' loading="lazy"'}>`;
    const picture = sources
      ? `<picture>${sources
          .slice(0, -1)
          .map((source) => `<source type="${escapeHtml(source.type ?? '')}" srcset="${escapeHtml(source.srcset)}" sizes="${escapeHtml(sizes)}">`)
          .join('')}${img}</picture>`
      : img;
    return `<div class="td-fs-cell" style="flex:${(photo.width / photo.height).toFixed(4)} 1 0%">${picture}</div>`;
  });
  return cells.length > 0 ? `<div class="td-fs-photos">${cells.join('')}</div>` : '';
}

/** What the post card shows in place of a flagged post in safe mode (mfe-dashboard nsfw/nsfw-gate.tsx). */
const SENSITIVE_TEXT = 'This post may contain sensitive media';

function postHtml(post: DashboardPost & { safe_mode_blurred?: boolean }, firstPhoto: boolean): string {
  const byline = `<p class="td-fs-blog">${escapeHtml(post.tumblelog)}</p>`;
  // Blurred for this viewer (safe mode): nothing of it is drawn, as the card shows only the notice over it.
  if (post.safe_mode_blurred) return `<div class="td-fs-post">${byline}<p class="td-fs-text">${SENSITIVE_TEXT}</p><div class="td-fs-foot"></div></div>`;
  const content = post.content as unknown as Record<string, unknown> & { type: string; photos?: Photo[]; layout?: number[] };
  const photos = content.type === 'photo' && Array.isArray(content.photos) ? content.photos : [];
  const perRow = post.is_carousel && photos.length > 1 ? 1 : Math.max(1, Math.min(content.layout?.[0] ?? 1, photos.length));
  // A text post's title is the card's heading (its own line and size); the rest is the excerpt.
  const title = content.type === 'text' && typeof content.title === 'string' ? plainText(content.title) : '';
  const text = title ? excerpt(content, TEXT_FIELDS.filter((field) => field !== 'title')) : excerpt(content);
  const tags = Array.isArray(post.tags) ? post.tags.filter((tag) => typeof tag === 'string' && tag.length > 0) : [];
  return (
    `<div class="td-fs-post">${byline}` +
    (photos.length > 0 ? photoRow(photos, perRow, firstPhoto) : '') +
    (title ? `<p class="td-fs-title">${escapeHtml(title)}</p>` : '') +
    (text ? `<p class="td-fs-text">${escapeHtml(text)}</p>` : '') +
    (tags.length > 0 ? `<p class="td-fs-tags">${tags.map((tag) => `#${escapeHtml(tag)}`).join(' ')}</p>` : '') +
    `<div class="td-fs-foot"></div></div>`
  );
}

/**
 * What every drawn page shares: the page remote's container hidden while the drawing shows, the boot status
 * kept for screen readers without taking room, and the post card's shape (mfe-dashboard post-card.css).
 */
export const FIRST_SCREEN_STYLE =
  '#td-boot-status{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);padding:0}' +
  `#${FIRST_SCREEN_ID}~[id^="td-app-"]{display:none}` +
  ".td-fs-post{background:#fff;color:rgba(0,0,0,.87);margin-bottom:20px;border-radius:3px;overflow:hidden;font:15px/1.5 'Helvetica Neue',Helvetica,Arial,sans-serif}" +
  // The card's rows: byline (the avatar in it below 768 px), photos, text, tags, footer.
  // A line as tall as the date's 24 px target beside the name (mfe-dashboard post-card.css).
  '.td-fs-blog{margin:0;padding:12px 16px;font-weight:700;line-height:24px}' +
  '@media (max-width:767px){.td-fs-blog{line-height:40px}}' +
  '.td-fs-photos{display:flex;gap:4px;margin-bottom:12px}.td-fs-cell{min-width:0}' +
  '.td-fs-cell img{display:block;width:100%;height:auto;background:#f3f3f3}' +
  '.td-fs-title{margin:4px 0 8px;padding:0 16px;font-size:24px;line-height:1.25;font-weight:700;overflow-wrap:anywhere}' +
  '.td-fs-text{margin:0 0 12px;padding:0 16px;overflow-wrap:anywhere}' +
  '.td-fs-tags{margin:0;padding:4px 16px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;color:rgba(0,0,0,.58)}' +
  '.td-fs-foot{height:54px}';

/**
 * The first posts as the post card shows them (the dashboard and the blog page both draw them): the first
 * photo among them eager with high priority, like the card that claims the page's first image.
 */
export function postCardsHtml(posts: DashboardPost[]): string {
  let photoSeen = false;
  return posts
    .slice(0, FIRST_SCREEN_POSTS)
    .map((post) => {
      const first = !photoSeen && post.content.type === 'photo' && !(post as { safe_mode_blurred?: boolean }).safe_mode_blurred;
      if (first) photoSeen = true;
      return postHtml(post, first);
    })
    .join('');
}

/**
 * The dashboard's column (mfe-dashboard timeline.css) with the space of the new-post bar kept above — its
 * height changes at 420 px (icons without names) and 768 px — and the card's byline as tall as the card's
 * header beside the avatar (60 px from 768 px on).
 */
const DASHBOARD_STYLE =
  `#${FIRST_SCREEN_ID}{max-width:540px;margin:0 auto;padding-top:113px}` +
  `@media (max-width:767px){#${FIRST_SCREEN_ID}{padding-top:93px}}` +
  `@media (max-width:420px){#${FIRST_SCREEN_ID}{padding-top:74px}}` +
  `@media (min-width:768px){#${FIRST_SCREEN_ID} .td-fs-blog{line-height:36px}}`;

/** The first screen's HTML for a dashboard page of posts; empty when there is nothing to draw. */
export function firstScreenHtml(posts: DashboardPost[]): string {
  if (posts.length === 0) return '';
  return `<style>${FIRST_SCREEN_STYLE}${DASHBOARD_STYLE}</style><div id="${FIRST_SCREEN_ID}" aria-hidden="true" inert>${postCardsHtml(posts)}</div>`;
}
