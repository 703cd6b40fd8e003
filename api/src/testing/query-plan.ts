import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';

/**
 * The plan PostgreSQL would choose for `query` if `index` were the only way into posts besides a full scan, and
 * no full scan either: the demo table is small enough for any plan, and with no statistics for a partial
 * expression index the planner would rather walk another index. Nothing is kept (rolled back).
 */
export async function planWithOnlyIndex(db: Db, index: string, query: RawBuilder<unknown>): Promise<string> {
  let plan = '';
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows: others } = await sql<{ name: string }>`
        SELECT indexrelid::regclass::text AS name FROM pg_index
        WHERE indrelid = 'posts'::regclass AND NOT indisprimary AND NOT indisunique AND indexrelid::regclass::text <> ${index}`.execute(trx);
      for (const { name } of others) await sql`DROP INDEX ${sql.id(name)}`.execute(trx);
      const { rows } = await sql<Record<string, string>>`EXPLAIN ${query}`.execute(trx);
      plan = rows.map((row) => Object.values(row)[0]).join('\n');
      throw new Error('roll back');
    })
    .catch(() => undefined);
  return plan;
}
