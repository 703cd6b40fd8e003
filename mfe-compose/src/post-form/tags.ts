/** Tags as the form keeps them: no '#', no commas (they separate tags), trimmed, each once. */
export const TAG_MAX_LENGTH = 140;

export function cleanTag(raw: string): string {
  return raw.replace(/,/g, ' ').trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim().slice(0, TAG_MAX_LENGTH);
}

/** Adds what was typed or pasted (commas separate several tags) to the list. */
export function addTags(tags: string[], typed: string): string[] {
  const next = [...tags];
  for (const part of typed.split(',')) {
    const tag = cleanTag(part);
    if (tag && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}

/** The longest custom URL the server takes (README: post.slug). */
export const SLUG_MAX_LENGTH = 150;

/** A custom URL slug: lowercase words joined by hyphens, at most 150 characters. */
export function cleanSlug(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH);
}
