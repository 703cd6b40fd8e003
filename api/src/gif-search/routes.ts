import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { badRequest, ok } from '../http/envelope.js';
import { formKeyField } from '../posts/fields.js';
import { GIF_QUERY_MAX_LENGTH, GIF_RESULT_LIMIT, searchGifs } from './query.js';
import { isSensitiveQuery, SENSITIVE_MESSAGE } from './sensitive.js';

interface GifSearchBody {
  q?: string;
  limit: number;
  context?: string;
}

const searchSchema = {
  body: {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: GIF_QUERY_MAX_LENGTH },
      limit: { type: 'integer', minimum: 1, maximum: GIF_RESULT_LIMIT, default: GIF_RESULT_LIMIT },
      context: { type: 'string', maxLength: 100 },
      form_key: formKeyField,
    },
  },
} as const;

const Q_REQUIRED = 'q is required.';

/** POST /svc/search/inline_gif (mfe-compose README; A§3.10, A§4.12, A§5.7, A§9.3). */
export async function gifSearchRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: GifSearchBody }>('/svc/search/inline_gif', { schema: searchSchema }, async (request) => {
    const session = requireUser(request);
    const query = (request.body?.q ?? '').trim().toLowerCase();
    if (!query) throw badRequest(Q_REQUIRED, [{ field: 'q', detail: Q_REQUIRED }]);
    const media = await searchGifs(db, query, session.currentBlogId, request.body.limit);
    return ok({ media, message: isSensitiveQuery(query) ? { ...SENSITIVE_MESSAGE } : null });
  });
}
