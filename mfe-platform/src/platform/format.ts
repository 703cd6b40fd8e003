/** 12345 → "12.1 KB" (gzip sizes of the console). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** An error rate as people read it: "0%", "2.5%", "—" with nothing to divide by. */
export function errorRate(errors: number, mounts: number): string {
  const total = errors + mounts;
  if (total === 0) return '—';
  const rate = (errors / total) * 100;
  return `${rate < 10 && rate % 1 !== 0 ? rate.toFixed(1) : Math.round(rate)}%`;
}

/** A rate the server computed (0–1): "12.5%", "0%", "—" when nothing was reported. */
export function rate(value: number | null): string {
  if (value === null) return '—';
  const percent = value * 100;
  return `${percent < 10 && percent % 1 !== 0 ? percent.toFixed(1) : Math.round(percent)}%`;
}

export function milliseconds(value: number | null): string {
  return value === null ? '—' : `${value} ms`;
}

export function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}
