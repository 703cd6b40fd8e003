import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { canaryHistory, runningCanaries, type CanaryRecord, type CanaryStatus } from '../storage/remote-registry.js';
import type { WindowCounts } from './decision.js';

/** The automatic rollback judges the last 5 minutes (issue 17). */
export const CANARY_WINDOW_SECONDS = 300;

/** A canary as DATA_DIR/remotes-canary.json keeps it (scripts/remotes-lib.mjs writes it; newest first per remote). */
interface FileCanary {
  version: string;
  entry: string;
  percent: number;
  started_at: string;
  started_by?: string;
  commit?: string;
  status: CanaryStatus;
  ended_at?: string | null;
  ended_by?: string;
  reason?: string;
}

async function fileCanaries(dataDir: string): Promise<Record<string, CanaryRecord[]>> {
  let parsed: Record<string, FileCanary[]>;
  try {
    parsed = JSON.parse(await readFile(join(dataDir, 'remotes-canary.json'), 'utf8')) as Record<string, FileCanary[]>;
  } catch {
    return {};
  }
  const result: Record<string, CanaryRecord[]> = {};
  for (const [remote, records] of Object.entries(parsed)) {
    if (!Array.isArray(records)) continue;
    result[remote] = records.map((record) => ({
      remote,
      version: record.version,
      entry: record.entry,
      percent: Number(record.percent),
      startedAt: new Date(record.started_at),
      startedBy: record.started_by ?? '',
      commit: record.commit ?? '',
      status: record.status,
      endedAt: record.ended_at ? new Date(record.ended_at) : null,
      endedBy: record.ended_by ?? '',
      reason: record.reason ?? '',
    }));
  }
  return result;
}

/** remote → its running canary: from PostgreSQL's registry when that is the one in use, else DATA_DIR's file. */
export async function canariesRunning(db: Db, dataDir: string, fromDatabase: boolean): Promise<Record<string, CanaryRecord>> {
  if (fromDatabase) return runningCanaries(db);
  const result: Record<string, CanaryRecord> = {};
  for (const [remote, records] of Object.entries(await fileCanaries(dataDir))) {
    const running = records.find((record) => record.status === 'running');
    if (running) result[remote] = running;
  }
  return result;
}

/** A remote's newest canary, running or ended (the console shows how the last one ended and why). */
export async function latestCanary(db: Db, dataDir: string, fromDatabase: boolean, remote: string): Promise<CanaryRecord | null> {
  if (fromDatabase) return (await canaryHistory(db, remote, 1))[0] ?? null;
  return (await fileCanaries(dataDir))[remote]?.[0] ?? null;
}

const key = (remote: string, version: string) => `${remote}\u0000${version}`;

/** What browsers reported per remote and version over the last `seconds`. */
export async function windowCounts(db: Db, seconds = CANARY_WINDOW_SECONDS): Promise<(remote: string, version: string) => WindowCounts> {
  const rows = await db
    .selectFrom('remote_reports')
    .select([
      'remote',
      'version',
      sql<string>`count(*) FILTER (WHERE kind = 'mount')`.as('mounts'),
      sql<string>`count(*) FILTER (WHERE kind = 'load-error')`.as('load_errors'),
      sql<string>`count(*) FILTER (WHERE kind = 'render-error')`.as('render_errors'),
    ])
    .where('reported_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .groupBy(['remote', 'version'])
    .execute();
  const counts = new Map(rows.map((row) => [key(row.remote, row.version), { mounts: Number(row.mounts), loadErrors: Number(row.load_errors), renderErrors: Number(row.render_errors) }]));
  return (remote, version) => counts.get(key(remote, version)) ?? { mounts: 0, loadErrors: 0, renderErrors: 0 };
}
