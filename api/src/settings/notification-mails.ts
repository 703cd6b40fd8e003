import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { NotificationKind } from '../contracts.js';
import type { Db } from '../db/connect.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { NOTIFICATION_COLUMNS } from './preferences.js';

const SUBJECTS: Record<NotificationKind, (from: string, blog: string) => string> = {
  follower: (from, blog) => `${from} started following ${blog}`,
  reblog: (from, blog) => `${from} reblogged a post of ${blog}`,
  reply: (from, blog) => `${from} replied to a post of ${blog}`,
  ask: (from, blog) => `${from} sent ${blog} an ask`,
  message: (from, blog) => `${from} sent ${blog} a message`,
};

const BATCH = 50;

/**
 * Sends the queued activity mails (030_settings.sql queues them as the events happen) to each owner of the
 * receiving blog who asked for that kind. Rows are claimed with SKIP LOCKED, so instances never send one
 * twice; a mail that fails is logged and not retried. Answers how many mails went out.
 */
export async function sendNotificationMails(db: Db, mailer: Mailer, origin: string, log?: FastifyBaseLogger): Promise<number> {
  let sent = 0;
  for (;;) {
    const mails = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ kind: NotificationKind; blog: string; from_name: string | null; email: string; wants: boolean }>`
        WITH claimed AS (
          DELETE FROM notification_mails WHERE id IN (
            SELECT id FROM notification_mails ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, blog_id, kind, from_blog_id)
        SELECT c.kind, b.name AS blog, fb.name AS from_name, u.email,
          CASE c.kind ${sql.join(
            Object.entries(NOTIFICATION_COLUMNS).map(([kind, column]) => sql`WHEN ${kind} THEN coalesce(s.${sql.ref(column)}, false)`),
            sql` `,
          )} ELSE false END AS wants
        FROM claimed c
        JOIN blogs b ON b.id = c.blog_id
        LEFT JOIN blogs fb ON fb.id = c.from_blog_id
        JOIN blog_members m ON m.blog_id = c.blog_id AND m.role = 'owner'
        JOIN users u ON u.id = m.user_id
        LEFT JOIN user_settings s ON s.user_id = u.id
        ORDER BY c.id`.execute(trx);
      return rows;
    });
    if (mails.length === 0) return sent;
    for (const row of mails) {
      if (!row.wants) continue;
      const from = row.from_name ?? 'Anonymous';
      const mail: Mail = {
        to: row.email,
        subject: SUBJECTS[row.kind](from, row.blog),
        text: `${SUBJECTS[row.kind](from, row.blog)}.\n\nSee it on Tumbledash: ${origin}/blog/${row.blog}/activity\n\nChoose which mails you get: ${origin}/settings/notifications\n`,
      };
      try {
        await mailer.send(mail);
        sent += 1;
      } catch (error) {
        log?.error({ err: error, kind: row.kind }, 'notification mail failed');
      }
    }
  }
}

/** Runs the mail job every `intervalMs` until `stop()`. */
export function startNotificationMails(db: Db, mailer: Mailer, origin: string, log: FastifyBaseLogger, intervalMs = 2000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sendNotificationMails(db, mailer, origin, log)).catch((error: unknown) => log.error({ err: error }, 'notification mail job failed'));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
