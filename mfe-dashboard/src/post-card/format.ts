/** Post timestamps are Unix seconds. */
export function postDate(timestamp: number): Date {
  return new Date(timestamp * 1000);
}

/** Building an Intl formatter costs far more than using one (about 7 ms per card at 4x CPU): one per locale. */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** "Nov 14, 2023, 10:13 PM" in the reader's language. */
export function formatPostDate(timestamp: number, locale?: string, timeZone?: string): string {
  const format = cached(dateFormats, `${locale ?? ''}|${timeZone ?? ''}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }));
  return format.format(postDate(timestamp));
}

/** "{n} notes" (A§3.7 note_count), with "1 note" for one. */
export function formatNotes(count: number, locale?: string): string {
  const key = locale ?? '';
  const number = cached(numberFormats, key, () => new Intl.NumberFormat(locale)).format(count);
  return cached(pluralRules, key, () => new Intl.PluralRules(locale)).select(count) === 'one' ? `${number} note` : `${number} notes`;
}
