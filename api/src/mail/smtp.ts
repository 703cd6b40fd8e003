import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.js';

/** The address mail is sent from when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Tumbledash <no-reply@tumbledash.invalid>';

/**
 * Mail that really leaves: nodemailer over SMTP, e.g. `smtp://user:pass@mail.example.com:587` or
 * `smtps://…:465` (STARTTLS is used when the server offers it). Fails when the server refuses the mail.
 * nodemailer is loaded by the first mail, not at start: most hours of a server send none.
 */
export function smtpMailer(smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer & { close(): void } {
  let transport: Promise<Transporter> | null = null;
  const connected = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    async send(mail) {
      await (await connected()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
    close: () => void transport?.then((open) => open.close()),
  };
}
