/**
 * Which item takes the focus when `removed` leaves a list of `names` (its button went with it): the next one,
 * else the one before, else none (the caller focuses the list's heading).
 */
export function focusAfterRemoval(names: readonly string[], removed: string): string | null {
  const index = names.indexOf(removed);
  if (index === -1) return null;
  return names[index + 1] ?? names[index - 1] ?? null;
}
