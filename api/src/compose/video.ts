import type { EmbedData } from '../contracts.js';

const YOUTUBE = /^https:\/\/www\.youtube\.com\/watch\?v=([A-Za-z0-9_-]{11})$/;
const VIMEO = /^https:\/\/vimeo\.com\/(\d{1,15})$/;

/** `title` names the frame for screen readers (WCAG 4.1.2), as the services' own embed codes do. */
function frame(src: string, width: number, title: string): string {
  return `<iframe width="${width}" height="${Math.round((width * 9) / 16)}" src="${src}" title="${title}" allowfullscreen></iframe>`;
}

/** Embed data for the canonical YouTube and Vimeo URLs the client sends; anything else is unsupported. */
export function videoData(embedUrl: string, width: number): EmbedData {
  const youtube = YOUTUBE.exec(embedUrl.trim());
  const vimeo = VIMEO.exec(embedUrl.trim());
  const src = youtube ? `https://www.youtube.com/embed/${youtube[1]}` : vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : null;
  if (!src) return { thumbnail: '', url: embedUrl, embed_render_context: '', preview_iframe: '', embed_code: '', unsupported: true };
  const code = frame(src, width, youtube ? 'YouTube video player' : 'Vimeo video player');
  return {
    // Vimeo thumbnails need its API; the client asks again and the form works without one.
    thumbnail: youtube ? `https://i.ytimg.com/vi/${youtube[1]}/hqdefault.jpg` : '',
    url: src,
    embed_render_context: code,
    preview_iframe: code,
    embed_code: code,
    unsupported: false,
  };
}
