import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { blogUrl } from '../blogs/view.js';
import { postUrl } from '../posts/present.js';
import { embedKeyOf } from '../share/popover-data.js';
import { originOf } from '../share/routes.js';
import { EMPTY_EMBED_PAGE, renderEmbedPage } from './render.js';
import { embedScript, FRAME_SCRIPT } from './scripts.js';

/** The embed page is meant for other sites' iframes: it may be framed anywhere, and runs only its own script. */
const EMBED_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  'img-src * data:',
  'media-src *',
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const paramsSchema = {
  type: 'object',
  required: ['blog', 'id'],
  properties: { blog: { type: 'string', maxLength: 100 }, id: { type: 'string', maxLength: 30 } },
} as const;

/**
 * Embeds (A§3.8 embed code): /embed.js for the page the code is pasted in, and /embed/post/{blog}/{id} for
 * its iframe. Only a public post of a blog in good standing shows, and only with its embed key.
 */
export async function embedRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // Runs after the site's security headers (a child's hook): these pages are made to be framed elsewhere.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/embed/post/')) return;
    reply.header('content-security-policy', EMBED_PAGE_POLICY);
    reply.removeHeader('x-frame-options');
  });

  app.get('/embed.js', { schema: { querystring: { type: 'object', properties: {} } } }, async (request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*').send(embedScript(originOf(request))),
  );
  app.get('/embed/frame.js', { schema: { querystring: { type: 'object', properties: {} } } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(FRAME_SCRIPT),
  );

  app.get<{ Params: { blog: string; id: string }; Querystring: { key?: string } }>(
    '/embed/post/:blog/:id',
    { schema: { params: paramsSchema, querystring: { type: 'object', properties: { key: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      const { blog: blogName, id } = request.params;
      if (!/^[0-9]{1,19}$/.test(id)) return reply.status(404).send(EMPTY_EMBED_PAGE);
      const row = await db
        .selectFrom('posts as p')
        .innerJoin('blogs as b', 'b.id', 'p.blog_id')
        .select(['p.id', 'p.reblog_key', 'p.state', 'p.is_private', 'p.content', 'p.trail', 'p.slug', 'p.note_count', 'b.name', 'b.title', 'b.avatar_url', 'b.suspended', 'b.is_private as blog_private'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      const shown =
        row &&
        row.name === blogName.toLowerCase() &&
        row.state === 'published' &&
        !row.is_private &&
        !row.suspended &&
        !row.blog_private &&
        request.query.key === embedKeyOf(row);
      if (!shown) return reply.status(404).send(EMPTY_EMBED_PAGE);
      return reply.send(
        await renderEmbedPage({
          blogName: row.name,
          blogTitle: row.title || row.name,
          avatarUrl: row.avatar_url,
          blogUrl: blogUrl(row.name),
          postUrl: postUrl(row.name, row.id, row.slug),
          content: row.content,
          trail: row.trail,
          noteCount: row.note_count,
        }),
      );
    },
  );
}
