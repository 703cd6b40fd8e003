import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.js';
import { badRequest, ok } from '../http/envelope.js';
import { postIdField } from '../posts/fields.js';
import { loadVisiblePost } from '../posts/visibility.js';
import { decodeCursor, encodeCursor, toPostNote } from './note.js';
import { noteRows } from './query.js';

export const NOTES_PAGE_SIZE = 20;
export const NOTES_MAX_LIMIT = 50;

const schema = {
  params: { type: 'object', required: ['postId'], properties: { postId: postIdField } },
  querystring: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: NOTES_MAX_LIMIT, default: NOTES_PAGE_SIZE },
      before: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
} as const;

/**
 * GET /svc/post/{id}/notes: who liked, reblogged and replied, newest first, for anyone who may see the post; not
 * the blogs the current channel blocked.
 */
export async function notesRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Params: { postId: string }; Querystring: { limit: number; before?: string } }>(
    '/svc/post/:postId/notes',
    { schema },
    async (request) => {
      const { limit, before } = request.query;
      const cursor = before === undefined ? null : decodeCursor(before);
      if (before !== undefined && cursor === null) throw badRequest('before is not a valid cursor.', [{ field: 'before', detail: 'before is not a valid cursor.' }]);
      const post = await loadVisiblePost(db, request.params.postId, request.session?.userId ?? null);
      const rows = await noteRows(db, post.id, request.session?.currentBlogId ?? null, cursor, limit + 1);
      const page = rows.slice(0, limit);
      return ok({
        notes: page.map(toPostNote),
        next: rows.length > limit && page.length > 0 ? encodeCursor(page.at(-1)!) : null,
        // The post's total, as everywhere the post shows it ("12 notes") and as Tumblr keeps it: notes of blogs
        // the channel blocked are left out of the list above, not out of the count.
        note_count: post.note_count,
      });
    },
  );
}
