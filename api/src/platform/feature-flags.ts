import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** A feature flag (A§1) as the platform console lists it. */
export interface FeatureFlagRow {
  name: string;
  enabled: boolean;
  description: string;
}

export const FLAG_MESSAGES = {
  unknown: 'There is no feature flag by that name.',
} as const;

export async function listFlags(db: Db): Promise<FeatureFlagRow[]> {
  return db.selectFrom('feature_flags').select(['name', 'enabled', 'description']).orderBy('name').execute();
}

/**
 * Sets one flag and writes who did it (log_events, category "platform", event "flag") in the same statement,
 * so neither happens without the other. The flag as it now is, or null when there is none by that name.
 */
export async function setFlag(db: Db, name: string, enabled: boolean, userId: string): Promise<FeatureFlagRow | null> {
  const { rows } = await sql<FeatureFlagRow>`
    WITH changed AS (
      UPDATE feature_flags SET enabled = ${enabled} WHERE name = ${name}
      RETURNING name, enabled, description
    ), logged AS (
      INSERT INTO log_events (user_id, category, event, data)
      SELECT ${userId}, 'platform', 'flag', jsonb_build_object('name', name, 'enabled', enabled) FROM changed
    )
    SELECT * FROM changed`.execute(db);
  return rows[0] ?? null;
}
