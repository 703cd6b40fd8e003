/** Date headers of the activity list (B§2): "Today", "Yesterday", "%d days ago", then weekday, month day. */

const DAY_MS = 86_400_000;
/** Beyond this many days back the header names the date instead of counting days. */
const COUNTED_DAYS = 6;

const fullDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** Whole calendar days from `date` to `now` in local time (daylight-saving changes do not shift it). */
export function calendarDaysBetween(date: Date, now: Date): number {
  const day = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((today - day) / DAY_MS);
}

export function dateHeader(date: Date, now: Date): string {
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= COUNTED_DAYS) return `${days} days ago`;
  return fullDate.format(date);
}

export interface DayGroup<T> {
  header: string;
  items: T[];
}

/**
 * Groups items (already newest first) under one header per local calendar day.
 * `timestamp` is unix seconds, as notifications carry it.
 */
export function groupByDay<T extends { timestamp: number }>(items: readonly T[], now: Date): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const header = dateHeader(new Date(item.timestamp * 1000), now);
    const last = groups[groups.length - 1];
    if (last && last.header === header) last.items.push(item);
    else groups.push({ header, items: [item] });
  }
  return groups;
}
