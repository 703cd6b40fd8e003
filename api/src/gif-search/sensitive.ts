/**
 * Searches that answer with a caring message before the results (A§4.12, A§5.7): the client hides the grid
 * behind "View results anyway". A short list of words about self-harm and eating disorders, matched as whole
 * words of the query once punctuation is dropped ("self-harm" = "self harm").
 */
const SENSITIVE_PHRASES = [
  'suicide',
  'suicidal',
  'self harm',
  'selfharm',
  'self injury',
  'self hate',
  'kill myself',
  'killmyself',
  'want to die',
  'wanna die',
  'cutting myself',
  'pro ana',
  'proana',
  'pro mia',
  'thinspo',
  'thinspiration',
  'anorexia',
  'bulimia',
];

export const SENSITIVE_MESSAGE = {
  header: 'Everything okay?',
  body:
    'If you’re going through something difficult, you don’t have to face it alone. Talking to someone you trust ' +
    'or to a crisis line can help — they’re free, confidential and there any time of day.',
} as const;

function words(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

const PHRASES = SENSITIVE_PHRASES.map(words);

export function isSensitiveQuery(query: string): boolean {
  const text = words(query);
  return PHRASES.some((phrase) => text.includes(phrase));
}
