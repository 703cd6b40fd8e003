import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

export interface HealthStats {
  mounts: number;
  load_errors: number;
  render_errors: number;
  /** Median and 95th percentile mount time in ms; null with no mounts. */
  mount_p50_ms: number | null;
  mount_p95_ms: number | null;
}

/** One bucket of a chart: mounts and errors (load + render) in it, oldest bucket first. */
export interface HealthPoint {
  mounts: number;
  errors: number;
}

export interface VersionHealth {
  hour: HealthStats;
  day: HealthStats;
  /** 12 five-minute buckets of the last hour, and 24 hourly buckets of the last day. */
  hour_series: HealthPoint[];
  day_series: HealthPoint[];
}

export interface RecentError {
  version: string;
  kind: 'load-error' | 'render-error';
  message: string;
  /** The failed API request's id, to find its log lines. */
  request_id: string | null;
  reported_at: string;
}

const WINDOWS = { hour: { seconds: 3600, buckets: 12 }, day: { seconds: 86_400, buckets: 24 } } as const;

export const emptyStats = (): HealthStats => ({ mounts: 0, load_errors: 0, render_errors: 0, mount_p50_ms: null, mount_p95_ms: null });
const emptySeries = (length: number): HealthPoint[] => Array.from({ length }, () => ({ mounts: 0, errors: 0 }));
export const emptyHealth = (): VersionHealth => ({
  hour: emptyStats(),
  day: emptyStats(),
  hour_series: emptySeries(WINDOWS.hour.buckets),
  day_series: emptySeries(WINDOWS.day.buckets),
});

const key = (remote: string, version: string) => `${remote}\u0000${version}`;

async function stats(db: Db, seconds: number) {
  return db
    .selectFrom('remote_reports')
    .select((eb) => [
      'remote',
      'version',
      sql<string>`count(*) FILTER (WHERE kind = 'mount')`.as('mounts'),
      sql<string>`count(*) FILTER (WHERE kind = 'load-error')`.as('load_errors'),
      sql<string>`count(*) FILTER (WHERE kind = 'render-error')`.as('render_errors'),
      sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY mount_ms) FILTER (WHERE kind = 'mount')`.as('p50'),
      sql<number | null>`percentile_cont(0.95) WITHIN GROUP (ORDER BY mount_ms) FILTER (WHERE kind = 'mount')`.as('p95'),
      eb.fn.countAll().as('all'),
    ])
    .where('reported_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .groupBy(['remote', 'version'])
    .execute();
}

async function series(db: Db, seconds: number, buckets: number) {
  const width = seconds / buckets;
  return db
    .selectFrom('remote_reports')
    .select([
      'remote',
      'version',
      sql<number>`floor(extract(epoch FROM now() - reported_at) / ${width})::int`.as('age'),
      sql<string>`count(*) FILTER (WHERE kind = 'mount')`.as('mounts'),
      sql<string>`count(*) FILTER (WHERE kind <> 'mount')`.as('errors'),
    ])
    .where('reported_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .groupBy(['remote', 'version', 'age'])
    .execute();
}

/** What browsers reported over the last hour and day, per remote and version. */
export async function healthByVersion(db: Db): Promise<Map<string, VersionHealth>> {
  const result = new Map<string, VersionHealth>();
  const entry = (remote: string, version: string) => {
    const id = key(remote, version);
    if (!result.has(id)) result.set(id, emptyHealth());
    return result.get(id)!;
  };
  for (const window of ['hour', 'day'] as const) {
    for (const row of await stats(db, WINDOWS[window].seconds)) {
      entry(row.remote, row.version)[window] = {
        mounts: Number(row.mounts),
        load_errors: Number(row.load_errors),
        render_errors: Number(row.render_errors),
        mount_p50_ms: row.p50 === null ? null : Math.round(Number(row.p50)),
        mount_p95_ms: row.p95 === null ? null : Math.round(Number(row.p95)),
      };
    }
    const { seconds, buckets } = WINDOWS[window];
    for (const row of await series(db, seconds, buckets)) {
      const age = Math.min(buckets - 1, Math.max(0, Number(row.age)));
      const point = entry(row.remote, row.version)[`${window}_series`][buckets - 1 - age]!;
      point.mounts += Number(row.mounts);
      point.errors += Number(row.errors);
    }
  }
  return result;
}

export function healthOf(map: Map<string, VersionHealth>, remote: string, version: string): VersionHealth {
  return map.get(key(remote, version)) ?? emptyHealth();
}

/** The last errors browsers reported for one remote, newest first. */
export async function recentErrors(db: Db, remote: string, limit = 5): Promise<RecentError[]> {
  const rows = await db
    .selectFrom('remote_reports')
    .select(['version', 'kind', 'message', 'request_id', 'reported_at'])
    .where('remote', '=', remote)
    .where('kind', '<>', 'mount')
    .where('reported_at', '>', sql<Date>`now() - interval '1 day'`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    kind: row.kind as RecentError['kind'],
    message: row.message ?? '',
    request_id: row.request_id,
    reported_at: row.reported_at.toISOString(),
  }));
}
