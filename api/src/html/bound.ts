import { Parser } from 'htmlparser2';

/** Deeper nesting is flattened: the tags go, their text stays. */
export const MAX_DEPTH = 100;
/** Tags kept per field; past this the rest of the field is text (a DOM of more costs seconds to sanitize). */
export const MAX_ELEMENTS = 5000;

/** Elements with no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

export interface BoundOptions {
  /** Tags kept; any other tag is dropped and its text kept. */
  tags: ReadonlySet<string>;
  /** Attributes kept on kept tags; the sanitizer judges their values. */
  attributes: ReadonlySet<string>;
  /** Tags dropped together with everything inside them. */
  dropWithContents: ReadonlySet<string>;
  maxDepth?: number;
  maxElements?: number;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * User HTML rewritten as well-formed markup the sanitizer can parse in linear time: one pass of a streaming
 * parser (no recursion, no tree), only allow-listed tags and attribute names, at most `maxDepth` levels deep
 * and `maxElements` tags, every tag closed in order and all text escaped. A browser-grade parser fed the original could build a tree
 * thousands of levels deep (or clone formatting elements over and over); fed this it cannot.
 */
export function boundHtml(html: string, options: BoundOptions): string {
  const maxDepth = options.maxDepth ?? MAX_DEPTH;
  const maxElements = options.maxElements ?? MAX_ELEMENTS;
  let elements = 0;
  const out: string[] = [];
  // One entry per open element the parser reports: whether its tags were written out.
  const open: boolean[] = [];
  let depth = 0;
  let dropping = 0;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (dropping > 0 || options.dropWithContents.has(name)) {
          if (!VOID.has(name)) {
            dropping += 1;
            open.push(false);
          }
          return;
        }
        const keep = options.tags.has(name) && depth < maxDepth && elements < maxElements;
        if (keep) {
          elements += 1;
          let tag = `<${name}`;
          for (const [attribute, value] of Object.entries(attributes)) {
            if (options.attributes.has(attribute)) tag += ` ${attribute}="${escapeAttribute(value)}"`;
          }
          out.push(`${tag}>`);
        }
        if (VOID.has(name)) return;
        open.push(keep);
        if (keep) depth += 1;
      },
      ontext(text) {
        if (dropping === 0) out.push(escapeText(text));
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        const kept = open.pop();
        if (kept === undefined) return;
        if (dropping > 0) {
          dropping -= 1;
          return;
        }
        if (kept) {
          depth -= 1;
          out.push(`</${name}>`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  return out.join('');
}
