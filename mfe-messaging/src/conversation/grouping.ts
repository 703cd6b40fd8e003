/** Timestamp header after a gap of more than an hour; same-sender collapse within a minute (B§4, B§9). */
export const TS_HEADER_THRESHOLD_MS = 3_600_000;
export const COLLAPSE_THRESHOLD_MS = 60_000;

export interface Groupable {
  /** Uuid of the blog that sent it. */
  sender: string;
  /** Server time, or the client time of a message not sent yet (ms). */
  time: number;
}

export interface Grouped<T extends Groupable> {
  item: T;
  /** A timestamp header goes above this item. */
  tsHeader: boolean;
  /** Same sender as the one before, within a minute and under the same header: no avatar or name. */
  isCollapsed: boolean;
  /** Items that collapse together share this number. */
  collapseGroup: number;
}

/** Marks headers and collapsed runs; `items` are in time order, oldest first. */
export function groupMessages<T extends Groupable>(items: readonly T[]): Grouped<T>[] {
  const result: Grouped<T>[] = [];
  let group = -1;
  let previous: T | undefined;
  for (const item of items) {
    const tsHeader = previous === undefined || item.time - previous.time > TS_HEADER_THRESHOLD_MS;
    const isCollapsed =
      !tsHeader && previous !== undefined && previous.sender === item.sender && item.time - previous.time <= COLLAPSE_THRESHOLD_MS;
    if (!isCollapsed) group += 1;
    result.push({ item, tsHeader, isCollapsed, collapseGroup: group });
    previous = item;
  }
  return result;
}

const DAY_MS = 86_400_000;

function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Header text: "Today 3:04 PM", "Yesterday 3:04 PM", a weekday within the week, else the date. */
export function formatTsHeader(time: number, now: number, locale?: string): string {
  const clock = new Date(time).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY_MS);
  if (days <= 0) return `Today ${clock}`;
  if (days === 1) return `Yesterday ${clock}`;
  if (days < 7) return `${new Date(time).toLocaleDateString(locale, { weekday: 'long' })} ${clock}`;
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  const date = new Date(time).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
  return `${date} ${clock}`;
}
