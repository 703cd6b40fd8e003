const plural = new Intl.PluralRules('en');

/** The "on" step's count of unspent recovery codes, singular for one. */
export function recoveryCodesLeft(count: number): string {
  return plural.select(count) === 'one' ? `${count} recovery code is left.` : `${count} recovery codes are left.`;
}
