/** The unread pill caps at "99+" (B§9: badge maximum 99). */
export const BADGE_MAX = 99;

/** Badge text for a total, or null when there is nothing to show. */
export function badgeText(total: number, max: number = BADGE_MAX): string | null {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return null;
  return count > max ? `${max}+` : String(count);
}
