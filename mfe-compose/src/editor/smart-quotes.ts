/** Smart quotes (A§5.4): straight single and double quotes become curly ones. */

/** Characters after which a quote opens rather than closes. */
const OPENS_AFTER = /[\s([{\u2014\u2013\-\u2018\u201c]$/;

/** The curly quote to type for `quote`, given the text just before the cursor. */
export function curlyQuote(quote: "'" | '"', before: string): string {
  const opening = before === '' || OPENS_AFTER.test(before);
  if (quote === "'") return opening ? '\u2018' : '\u2019';
  return opening ? '\u201c' : '\u201d';
}
