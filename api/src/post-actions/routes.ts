import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { fastReblogRoutes } from './fast-reblog.js';
import { inboxRoutes } from './inbox.js';
import { likeRoutes } from './likes.js';
import { promoteRoutes } from './promote.js';
import { publishDeleteRoutes } from './publish-delete.js';
import { replyRoutes } from './reply.js';

/** The dashboard's post actions (A§7.1, A§7.3). */
export async function postActionRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  rejectUnknownFields(app);
  await app.register(likeRoutes, options);
  await app.register(fastReblogRoutes, options);
  await app.register(replyRoutes, options);
  await app.register(publishDeleteRoutes, options);
  await app.register(inboxRoutes, options);
  await app.register(promoteRoutes, options);
}
