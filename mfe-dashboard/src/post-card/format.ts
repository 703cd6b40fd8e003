/** Post timestamps are Unix seconds. */
export function postDate(timestamp: number): Date {
  return new Date(timestamp * 1000);
}

/** "Nov 14, 2023, 10:13 PM" in the reader's language. */
export function formatPostDate(timestamp: number, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(postDate(timestamp));
}

/** "{n} notes" (A§3.7 note_count), with "1 note" for one. */
export function formatNotes(count: number, locale?: string): string {
  const number = new Intl.NumberFormat(locale).format(count);
  return new Intl.PluralRules(locale).select(count) === 'one' ? `${number} note` : `${number} notes`;
}
