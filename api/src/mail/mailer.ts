import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where the server's mail goes. A real transport (SMTP, an API) implements this one method. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The default mailer: nothing leaves the machine. Each mail is written to the server log and kept in
 * `mail_outbox`, which the development outbox page (/dev/outbox) lists.
 */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.text }).execute();
      log.info({ to: mail.to, subject: mail.subject }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}
