import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Storage } from '../storage/storage.js';

/** GET /readyz (issue 16): 200 when the database and the file store answer, else 503 saying which did not. */
export async function readinessRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage | undefined }): Promise<void> {
  app.get('/readyz', { schema: { querystring: { type: 'object', properties: {} } } }, async (_request, reply) => {
    const [database, files] = await Promise.all([
      sql`SELECT 1`.execute(db).then(() => true, () => false),
      storage ? storage.check().then(() => true, () => false) : Promise.resolve(true),
    ]);
    const ready = database && files;
    return reply.status(ready ? 200 : 503).send({
      meta: { status: ready ? 200 : 503, msg: ready ? 'OK' : 'Not ready' },
      response: { database, storage: files },
    });
  });
}
