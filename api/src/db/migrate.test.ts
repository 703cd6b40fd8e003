import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import { migrate, migrationFiles } from './migrate.js';
import { splitSql } from './split-sql.js';
import { openTestDatabase } from '../testing/database.js';

const TABLES = [
  'activity_notifications', 'appeals', 'asks', 'blocks', 'blog_members', 'blogs', 'conversation_participants',
  'conversations', 'feature_flags', 'follows', 'likes', 'log_events', 'mail_outbox', 'messages', 'posts', 'replies',
  'schema_migrations', 'sessions', 'spam_reports', 'stickers', 'submissions', 'subscriptions', 'tag_promotions', 'uploads', 'users',
  // 030_settings.sql
  'user_settings', 'email_changes', 'two_factor', 'two_factor_recovery_codes', 'two_factor_challenges', 'notification_mails',
];

describe('migrations', () => {
  let handle: DatabaseHandle;
  before(async () => {
    handle = await openTestDatabase();
  });
  after(() => handle.close());

  it('apply every file in order on an empty database and record them', async () => {
    const applied = await migrate(handle.db);
    assert.deepEqual(applied, await migrationFiles());
    assert.ok(applied.length >= 4);
    const recorded = await handle.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    assert.deepEqual(recorded.map((row) => row.name), applied);
  });

  it('create the whole domain', async () => {
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`.execute(handle.db);
    // Features add their own tables in their own migrations: the domain's must all be there.
    const names = rows.map((row) => row.table_name);
    assert.deepEqual(TABLES.filter((table) => !names.includes(table)), []);
  });

  it('index the timeline query', async () => {
    const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`.execute(handle.db);
    const names = rows.map((row) => row.indexname);
    assert.ok(names.includes('posts_blog_timeline_idx'));
    assert.ok(names.includes('follows_pkey'));
  });

  it('do nothing the second time', async () => {
    assert.deepEqual(await migrate(handle.db), []);
  });

  it('make time-ordered post ids', async () => {
    const { rows } = await sql<{ early: string; late: string }>`
      SELECT td_post_id('2024-01-01T00:00:00Z') AS early, td_post_id('2024-01-01T00:00:01Z') AS late`.execute(handle.db);
    assert.equal(typeof rows[0]!.early, 'string', 'int8 comes back as a string');
    assert.ok(BigInt(rows[0]!.late) > BigInt(rows[0]!.early));
  });

  it('seed the feature flags of A§1', async () => {
    const flags = await handle.db.selectFrom('feature_flags').select(['name', 'enabled']).execute();
    const byName = Object.fromEntries(flags.map((flag) => [flag.name, flag.enabled]));
    assert.equal(byName.enable_share_embed_code, true);
    assert.equal(byName.reddit_sharing, true);
    assert.equal(byName.log_lady, false);
  });
});

describe('splitSql', () => {
  it('splits on top-level semicolons only', () => {
    const statements = splitSql(`
      -- a comment; with a semicolon
      CREATE TABLE a (x text DEFAULT 'a;b');
      /* block; comment */
      CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1; $$;
      INSERT INTO a VALUES ('it''s; fine');
    `);
    assert.equal(statements.length, 3);
    assert.match(statements[1]!, /\$\$ SELECT 1; \$\$$/);
    assert.match(statements[2]!, /'it''s; fine'\)$/);
  });

  it('drops empty and comment-only pieces', () => {
    assert.deepEqual(splitSql('  ;\n-- only a comment\n;'), []);
  });
});
