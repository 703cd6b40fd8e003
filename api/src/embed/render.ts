import type { PostContent, TrailItem } from '../contracts.js';
import { sanitizeHtml } from '../compose/sanitize.js';
import { PAGE_FONT } from '../html/page-font.js';

function text(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Stored HTML slots are sanitized on save; sanitized again here, as this page is shown on other sites. */
async function html(value: string): Promise<string> {
  return sanitizeHtml(value);
}

function image(url: string, alt = ''): string {
  return url ? `<img src="${text(url)}" alt="${text(alt)}" loading="lazy">` : '';
}

/** A post's content slots (A§3.4) as plain HTML for the embed page. */
export async function renderContent(content: PostContent): Promise<string> {
  switch (content.type) {
    case 'text':
      return `${content.title ? `<h2>${text(content.title)}</h2>` : ''}${await html(content.body)}`;
    case 'photo':
      return `${content.photos.map((photo) => `<figure>${image(photo.url, photo.caption)}</figure>`).join('')}${await html(content.caption)}`;
    case 'quote':
      return `<blockquote class="quote">${await html(content.quote)}</blockquote>${content.source ? `<p class="source">— ${await html(content.source)}</p>` : ''}`;
    case 'link':
      return `<p class="link"><a href="${text(/^https?:\/\//i.test(content.url) ? content.url : '#')}">${text(content.title || content.url)}</a></p>${image(content.thumbnail)}${content.excerpt ? `<p>${text(content.excerpt)}</p>` : ''}${await html(content.caption)}`;
    case 'chat':
      return `${content.title ? `<h2>${text(content.title)}</h2>` : ''}<dl class="chat">${content.chat.map((line) => `<dt>${text(line.label)}</dt><dd>${text(line.phrase)}</dd>`).join('')}</dl>`;
    case 'audio':
      return `${image(content.albumArt)}${content.url ? `<audio controls preload="none" src="${text(content.url)}"></audio>` : ''}<p>${text([content.trackArtist, content.trackTitle].filter(Boolean).join(' – '))}</p>${await html(content.caption)}`;
    case 'video':
      return `${content.url ? `<video controls preload="none" ${content.poster ? `poster="${text(content.poster)}"` : ''} src="${text(content.url)}"></video>` : image(content.poster)}${await html(content.caption)}`;
    case 'note':
      return `<blockquote class="ask"><p><strong>${text(content.asker ?? 'Anonymous')}</strong> asked:</p>${await html(content.ask)}</blockquote>${await html(content.answer)}${await html(content.caption)}`;
  }
}

export interface EmbedPageInput {
  blogName: string;
  blogTitle: string;
  avatarUrl: string;
  blogUrl: string;
  postUrl: string;
  content: PostContent;
  trail: TrailItem[];
  noteCount: number;
}

const STYLE = `body{margin:0;font:15px/1.45 ${PAGE_FONT};color:#001935;background:transparent}
article{box-sizing:border-box;max-width:100%;border:1px solid #d9dde2;border-radius:8px;background:#fff;overflow:hidden}
header,footer{display:flex;align-items:center;gap:8px;padding:10px 14px}
header img{width:32px;height:32px;border-radius:4px}
header a{color:inherit;font-weight:700;text-decoration:none}
.content{padding:0 14px}
.content img,.content video,.content iframe{max-width:100%;height:auto;display:block}
.content figure{margin:0 -14px 8px}
.content figure img{width:100%}
.trail{border-bottom:1px solid #eef0f2;padding-bottom:8px;margin-bottom:8px}
footer{justify-content:space-between;border-top:1px solid #eef0f2;color:#5a6b7b;font-size:13px}
footer a{color:#00a8e6}`;

/** The page an embed's iframe shows: the post as a card; its height goes to the embedding page. */
export async function renderEmbedPage(input: EmbedPageInput): Promise<string> {
  const trail = (
    await Promise.all(input.trail.map(async (item) => `<div class="trail"><p><strong>${text(item.blog.name)}</strong>:</p>${await html(item.content_html)}</div>`))
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${text(input.blogTitle)} on Tumbledash</title><base target="_blank"><style>${STYLE}</style></head>
<body><article>
<header>${image(input.avatarUrl)}<a href="${text(input.blogUrl)}" rel="noopener">${text(input.blogName)}</a></header>
<div class="content">${trail}${await renderContent(input.content)}</div>
<footer><span>${input.noteCount} ${input.noteCount === 1 ? 'note' : 'notes'}</span><a href="${text(input.postUrl)}" rel="noopener">View on Tumbledash</a></footer>
</article><script src="/embed/frame.js"></script></body></html>`;
}

/** Nothing to show (a private, deleted or unknown post): an empty page of no height. */
export const EMPTY_EMBED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tumbledash</title></head><body></body><script src="/embed/frame.js"></script></html>`;
