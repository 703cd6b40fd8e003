import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { blogId } from '../testing/post-fixtures.js';
import { startTestPostgres, type TestPostgres } from '../testing/postgres-server.js';
import { purgeExpiredSessions } from '../accounts/session.js';
import { purgeExpiredRateLimits } from '../rate-limit/store.js';
import { startPeriodicJobs, type PeriodicJobs } from './periodic.js';
import { publishDue } from './publisher.js';

/**
 * Issue 16 "exactly-once background work": three instances — each its own pool on one real PostgreSQL —
 * run the publisher and the periodic cleanups at the same moment; every piece of work is done once.
 */
describe('background jobs across three instances on one PostgreSQL', () => {
  let postgres: TestPostgres;
  const handles: DatabaseHandle[] = [];
  const quiet = { info: () => undefined, warn: (object: unknown) => assert.fail(`a job failed: ${String((object as { err?: unknown }).err)}`) };

  before(async () => {
    postgres = await startTestPostgres();
    for (let i = 0; i < 3; i += 1) handles.push(await openDatabase({ databaseUrl: postgres.url }));
    await Promise.all(handles.map((handle) => migrate(handle.db)));
    const db = handles[0]!.db;
    await sql`INSERT INTO users (email, password_hash, polling_token) VALUES ('once@example.com', 'x', 'poll-once')`.execute(db);
    await sql`INSERT INTO blogs (name, mention_key) VALUES ('once-a', 'ka'), ('once-b', 'kb'), ('once-c', 'kc')`.execute(db);
  });

  after(async () => {
    for (const handle of handles) await handle.close();
    await postgres?.stop();
  });

  it('publishes 500 scheduled posts due at once exactly once each, whichever instance gets each', async () => {
    const db = handles[0]!.db;
    const due = new Date(Date.now() - 60_000);
    const blogs = await Promise.all(['once-a', 'once-b', 'once-c'].map((name) => blogId(db, name)));
    // Each post's title is its number, so a post published twice would show up as a repeated title.
    await sql`
      INSERT INTO posts (blog_id, type, content, reblog_key, state, publish_on)
      SELECT (${sql.val(blogs)}::bigint[])[1 + n % 3], 'text',
             json_build_object('type', 'text', 'title', 'scheduled ' || n, 'body', '<p>due</p>')::jsonb,
             'rk' || n, 'queued', ${due}
      FROM generate_series(1, 500) AS n`.execute(db);

    // Three publisher loops, one per instance, each passing until nothing is left for it.
    const perInstance = await Promise.all(
      handles.map(async (handle) => {
        let published = 0;
        for (;;) {
          const { scheduled } = await publishDue(handle.db);
          if (scheduled === 0) return published;
          published += scheduled;
        }
      }),
    );
    assert.equal(perInstance.reduce((sum, count) => sum + count, 0), 500, `per instance: ${perInstance.join(', ')}`);
    assert.ok(perInstance.filter((count) => count > 0).length >= 2, `the work was shared: ${perInstance.join(', ')}`);

    const { rows } = await sql<{ title: string; copies: number }>`
      SELECT content->>'title' AS title, count(*)::int AS copies FROM posts
      WHERE blog_id = ANY(${sql.val(blogs)}::bigint[]) AND state = 'published' GROUP BY 1`.execute(db);
    assert.equal(rows.length, 500);
    assert.deepEqual(rows.filter((row) => row.copies !== 1), []);
    const { rows: left } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM posts WHERE state = 'queued' AND blog_id = ANY(${sql.val(blogs)}::bigint[])`.execute(db);
    assert.equal(left[0]!.n, 0);
  });

  it('purges expired sessions and rate-limit rows once per hour, by one instance', async () => {
    const db = handles[0]!.db;
    const past = new Date(Date.now() - 60_000);
    await sql`INSERT INTO sessions (id_hash, form_key, expires_at) SELECT 'expired-' || n, 'fk', ${past} FROM generate_series(1, 200) AS n`.execute(db);
    await sql`INSERT INTO sessions (id_hash, form_key, expires_at) VALUES ('alive', 'fk', ${new Date(Date.now() + 3 * 3_600_000)})`.execute(db);
    await sql`INSERT INTO rate_limits (key, hits, resets_at) SELECT 'old-' || n, 1, ${past} FROM generate_series(1, 200) AS n`.execute(db);

    const handled: Record<string, number[]> = { sessions: [], limits: [] };
    const instances: PeriodicJobs[] = handles.map((handle) =>
      startPeriodicJobs(
        handle.db,
        [
          { name: 'purge-expired-sessions', everyMs: 3_600_000, run: async (now) => pushed(handled.sessions!, await purgeExpiredSessions(handle.db, now)) },
          { name: 'purge-expired-rate-limits', everyMs: 3_600_000, run: async (now) => pushed(handled.limits!, await purgeExpiredRateLimits(handle.db, now)) },
        ],
        quiet,
        3_600_000,
      ),
    );
    const at = new Date();
    const first = await Promise.all(instances.map((instance) => instance.tick(at)));
    assert.equal(first.flat().filter((job) => job === 'purge-expired-sessions').length, 1, JSON.stringify(first));
    assert.equal(first.flat().filter((job) => job === 'purge-expired-rate-limits').length, 1, JSON.stringify(first));
    assert.deepEqual(handled, { sessions: [200], limits: [200] });
    const { rows: sessions } = await sql<{ id_hash: string }>`SELECT id_hash FROM sessions`.execute(db);
    assert.deepEqual(sessions.map((row) => row.id_hash), ['alive']);

    // Later in the same hour nobody runs them; an hour on, exactly one instance does again.
    const later = await Promise.all(instances.map((instance) => instance.tick(new Date(at.getTime() + 30 * 60_000))));
    assert.deepEqual(later.flat(), []);
    const nextHour = await Promise.all(instances.map((instance) => instance.tick(new Date(at.getTime() + 61 * 60_000))));
    assert.equal(nextHour.flat().length, 2, JSON.stringify(nextHour));
    assert.deepEqual(handled, { sessions: [200, 0], limits: [200, 0] });
    await Promise.all(instances.map((instance) => instance.stop()));
  });
});

function pushed(list: number[], count: number): number {
  list.push(count);
  return count;
}
