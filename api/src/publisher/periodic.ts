import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/**
 * Claims the current period of a periodic job: true for exactly one caller per `periodMs`, whichever instance
 * asks first. One statement — an upsert that only moves `last_run_at` forward once the period is over — so
 * two instances asking at once cannot both win (the second re-reads the row the first changed).
 */
export async function claimPeriod(db: Db, job: string, periodMs: number, now = new Date()): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    INSERT INTO periodic_jobs (name, last_run_at) VALUES (${job}, ${now})
    ON CONFLICT (name) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
    WHERE periodic_jobs.last_run_at <= ${new Date(now.getTime() - periodMs)}
    RETURNING name`.execute(db);
  return rows.length > 0;
}

export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** The work; answers how many rows it handled (logged). */
  run(now: Date): Promise<number>;
}

export interface PeriodicJobs {
  /** One look at every job: runs those whose period this instance claimed; answers their names. */
  tick(now?: Date): Promise<string[]>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs each job once per its period across every instance on the database: each instance looks every
 * `checkEveryMs` and the one that claims the period does the work. A failed run is logged; the next period
 * tries again.
 */
export function startPeriodicJobs(
  db: Db,
  jobs: PeriodicJob[],
  log: { info(object: unknown, message: string): void; warn(object: unknown, message: string): void },
  checkEveryMs = 5 * 60 * 1000,
): PeriodicJobs {
  let running: Promise<unknown> = Promise.resolve();
  const tick = async (now = new Date()) => {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        if (!(await claimPeriod(db, job.name, job.everyMs, now))) continue;
        ran.push(job.name);
        const handled = await job.run(now);
        log.info({ job: job.name, handled }, 'periodic job done');
      } catch (error) {
        log.warn({ err: error, job: job.name }, 'periodic job failed');
      }
    }
    return ran;
  };
  const timer = setInterval(() => {
    running = tick();
  }, checkEveryMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
