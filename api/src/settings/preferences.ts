import type { DashboardSettings, NotificationKind, NotificationSettings } from '../contracts.js';
import type { Db } from '../db/connect.js';
import type { UserSettingsTable } from '../db/schema.js';

type PreferenceColumn = Exclude<keyof UserSettingsTable, 'user_id' | 'tour_dismissed_at' | 'updated_at'>;

/** The defaults of 030_settings.sql, for a person who never changed anything. */
const DEFAULTS: Record<PreferenceColumn, boolean> = {
  multiple_conversations: false,
  keyboard_shortcuts: true,
  endless_scrolling: true,
  email_follower: false,
  email_reblog: false,
  email_reply: false,
  email_ask: false,
  email_message: false,
};

export const NOTIFICATION_COLUMNS: Record<NotificationKind, PreferenceColumn> = {
  follower: 'email_follower',
  reblog: 'email_reblog',
  reply: 'email_reply',
  ask: 'email_ask',
  message: 'email_message',
};

async function preferences(db: Db, userId: string): Promise<Record<PreferenceColumn, boolean>> {
  const row = await db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { ...DEFAULTS };
  const { user_id: _user, tour_dismissed_at: _tour, updated_at: _updated, ...values } = row;
  return values;
}

/** Writes some preferences, creating the row with the defaults for the rest. */
export async function savePreferences(db: Db, userId: string, values: Partial<Record<PreferenceColumn, boolean>>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

export async function dashboardSettings(db: Db, userId: string): Promise<DashboardSettings> {
  const [values, user] = await Promise.all([
    preferences(db, userId),
    db.selectFrom('users').select('sounds_enabled').where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return {
    sounds: user.sounds_enabled,
    multiple_conversations: values.multiple_conversations,
    keyboard_shortcuts: values.keyboard_shortcuts,
    endless_scrolling: values.endless_scrolling,
  };
}

export async function notificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const values = await preferences(db, userId);
  return {
    follower: values.email_follower,
    reblog: values.email_reblog,
    reply: values.email_reply,
    ask: values.email_ask,
    message: values.email_message,
  };
}
