/**
 * After shown posts left a list (ids in order, before and after): the post now at the place of the first one that
 * left — the next one still shown, else the one before; null when none is left; undefined when none left.
 */
export function postAtPlaceOfLeaving(before: readonly string[], after: readonly string[]): string | null | undefined {
  const kept = new Set(after);
  const index = before.findIndex((id) => !kept.has(id));
  if (index < 0) return undefined;
  const next = before.slice(index + 1).find((id) => kept.has(id));
  return next ?? before.slice(0, index).reverse().find((id) => kept.has(id)) ?? null;
}
