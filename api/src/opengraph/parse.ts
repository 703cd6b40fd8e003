import { Parser } from 'htmlparser2';
import type { OpenGraphData } from '../contracts.js';

const TEXT_MAX = { title: 500, description: 5000, author: 500, site_name: 500 } as const;
const IMAGE_URL_MAX = 2000;

/** Whitespace runs to one space, trimmed, cut to `max` characters (entities are already decoded). */
function clean(value: string | undefined, max: number): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** An absolute http(s) URL for `value` read against the page's URL, or ''. */
export function absoluteHttpUrl(value: string | undefined, base: URL): string {
  const raw = (value ?? '').trim();
  if (!raw) return '';
  try {
    const url = new URL(raw, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.href.length <= IMAGE_URL_MAX ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * The preview of a page from its HTML: og:title, og:description, og:image (absolute), article:author or
 * author, og:site_name, falling back to <title> and <meta name="description">. The first value of each key
 * wins. A real HTML parser reads the markup, so entities, attribute quoting and case are as browsers see them.
 */
export function parseOpenGraph(html: string, pageUrl: URL): Omit<OpenGraphData, 'url'> {
  const meta = new Map<string, string>();
  let title: string | null = null;
  let titleText = '';
  let inTitle = false;
  // A <title> inside inline SVG names the drawing, not the page.
  let svgDepth = 0;
  let base = pageUrl;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth += 1;
        else if (name === 'title' && svgDepth === 0 && title === null) {
          inTitle = true;
          titleText = '';
        } else if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          const content = attributes.content;
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
        } else if (name === 'base' && attributes.href && base === pageUrl) {
          const href = absoluteHttpUrl(attributes.href, pageUrl);
          if (href) base = new URL(href);
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
      },
      onclosetag(name) {
        if (name === 'svg' && svgDepth > 0) svgDepth -= 1;
        else if (name === 'title' && inTitle) {
          inTitle = false;
          title = titleText;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  if (inTitle) title = titleText;

  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value !== undefined && value.trim() !== '');
  return {
    title: clean(first('og:title') ?? title ?? '', TEXT_MAX.title),
    description: clean(first('og:description', 'description'), TEXT_MAX.description),
    image: absoluteHttpUrl(first('og:image', 'og:image:url', 'og:image:secure_url'), base),
    author: clean(first('article:author', 'author'), TEXT_MAX.author),
    site_name: clean(first('og:site_name'), TEXT_MAX.site_name),
  };
}
