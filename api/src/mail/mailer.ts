import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  /** An HTML part beside the text, when the mail has one. */
  html?: string;
  /** Where replies go, when the sender allowed replies (A§7.4 allow_reply_to). */
  replyTo?: string;
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
      const body = mail.replyTo ? `Reply-To: ${mail.replyTo}\n\n${mail.text}` : mail.text;
      await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, body }).execute();
      log.info({ to: mail.to, subject: mail.subject }, `mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}
