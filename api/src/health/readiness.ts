import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Storage } from '../storage/storage.js';

/** GET /readyz (issue 16): 200 when the database and the file store answer, else 503 saying which did not. */
export async function readinessRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage | undefined }): Promise<void> {
  app.get('/readyz', { schema: { querystring: { type: 'object', properties: {} } } }, async (request, reply) => {
    // Every 5xx is logged with its cause (http/errors.ts): here, why a check failed.
    const answers = (check: Promise<unknown>, what: string) =>
      check.then(
        () => true,
        (error: unknown) => {
          request.log.error({ err: error }, `not ready: the ${what} did not answer`);
          return false;
        },
      );
    const [database, files] = await Promise.all([
      answers(sql`SELECT 1`.execute(db), 'database'),
      storage ? answers(storage.check(), 'file store') : Promise.resolve(true),
    ]);
    const ready = database && files;
    return reply.status(ready ? 200 : 503).send({
      meta: { status: ready ? 200 : 503, msg: ready ? 'OK' : 'Not ready' },
      response: { database, storage: files },
    });
  });
}
