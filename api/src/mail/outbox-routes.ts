import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { PAGE_FONT } from '../html/page-font.js';

const OUTBOX_SIZE = 50;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Links in a plain-text mail, made clickable after escaping. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The development outbox: the newest mails the outbox mailer kept. Not registered in production. */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/dev/outbox', { schema: { querystring: { type: 'object', properties: {} } } }, async (_request, reply) => {
    const mails = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(OUTBOX_SIZE).execute();
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to_address)}</strong> · <time>${mail.created_at.toISOString()}</time></p>
<pre>${linkify(escapeHtml(mail.body))}</pre></article>`,
      )
      .join('\n');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><meta charset="utf-8"><title>Outbox · Tumbledash</title>
<main style="font-family:${PAGE_FONT};max-width:40rem;margin:2rem auto">
<h1>Outbox</h1><p>Mail the server sent, newest first (development only).</p>
${items || '<p>No mail yet.</p>'}</main>`);
  });
}
