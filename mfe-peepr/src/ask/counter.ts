import { ASK_MAX_LENGTH } from '@tumbledash/shared';

export type CounterStyle = 'ok' | 'warning' | 'danger';

/**
 * B§5 Ask: the counter shows the remaining count when 100 or fewer remain — ok above 40, warning 21 to 40,
 * danger 20 or fewer. Null: no counter.
 */
export function askCounter(length: number, limit = ASK_MAX_LENGTH): { remaining: number; style: CounterStyle } | null {
  const remaining = limit - length;
  if (remaining > 100) return null;
  const style: CounterStyle = remaining > 40 ? 'ok' : remaining > 20 ? 'warning' : 'danger';
  return { remaining, style };
}
