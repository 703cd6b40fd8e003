import type { Sparkline } from '@tumbledash/shared';

type Day = Sparkline['days'][number];

/** B§5: the sparkline is drawn only if data exist and are not all zeros. */
export function shouldDrawSparkline(days: readonly Day[]): boolean {
  return days.some((day) => day.count > 0);
}

/** SVG polyline points for the counts, left to right, the highest day at the top. */
export function sparklinePoints(days: readonly Day[], width: number, height: number, pad = 2): string {
  const max = Math.max(1, ...days.map((day) => day.count));
  const step = days.length > 1 ? (width - 2 * pad) / (days.length - 1) : 0;
  return days
    .map((day, index) => {
      const x = pad + index * step;
      const y = height - pad - (day.count / max) * (height - 2 * pad);
      return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    })
    .join(' ');
}

/** The text alternative: total and busiest day, e.g. "12 notes in the last 30 days, most on Nov 20 (5)." */
export function sparklineText(days: readonly Day[], locale?: string): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<Day | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null);
  const noun = total === 1 ? 'note' : 'notes';
  if (!busiest) return `No notes in the last ${days.length} days.`;
  const date = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${busiest.date}T00:00:00Z`));
  return `${total} ${noun} in the last ${days.length} days, most on ${date} (${busiest.count}).`;
}
