import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, HttpError, notFound, ok } from '../http/envelope.js';
import { blogNameField, keyField, postIdField, strictBody } from '../posts/fields.js';
import { toPromotions } from '../posts/present.js';
import { loadVisiblePost, POST_NOT_FOUND, type PostAccess } from '../posts/visibility.js';

const tagField = { type: 'string', minLength: 1, maxLength: 140 } as const;

const promoteSchema = {
  body: strictBody({ tag: tagField, post_id: postIdField, reblog_key: keyField, tumblelog_name: blogNameField }, ['tag', 'post_id', 'reblog_key', 'tumblelog_name']),
} as const;
const unpromoteSchema = {
  body: strictBody({ tag_id: tagField, tag: tagField, post_id: postIdField, tumblelog_name: blogNameField }, ['tag_id', 'post_id', 'tumblelog_name']),
} as const;

/** POST /svc/promote and /svc/unpromote: the owner of a post's blog features it at the top of one of its tags. */
export async function promoteRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  async function ownedPost(postId: string, blogName: string, userId: string): Promise<PostAccess> {
    const post = await loadVisiblePost(db, postId, userId);
    if (post.blog_name !== blogName.toLowerCase()) throw notFound(POST_NOT_FOUND);
    if (post.role !== 'owner') throw forbidden('Only the owner of this blog can feature its posts.');
    return post;
  }

  async function promotions(postId: string) {
    const rows = await db.selectFrom('tag_promotions').select('tag').where('post_id', '=', postId).orderBy('tag').execute();
    return { promotions: toPromotions(rows.map((row) => row.tag)) };
  }

  app.post<{ Body: { tag: string; post_id: string; reblog_key: string; tumblelog_name: string } }>(
    '/svc/promote',
    { schema: promoteSchema },
    async (request) => {
      const session = requireUser(request);
      const body = request.body;
      const post = await ownedPost(body.post_id, body.tumblelog_name, session.userId);
      if (post.reblog_key !== body.reblog_key) {
        throw badRequest('reblog_key is not the key of this post.', [{ field: 'reblog_key', detail: 'reblog_key is not the key of this post.' }]);
      }
      const wanted = body.tag.trim().replace(/^#/, '').toLowerCase();
      const tag = post.tags.find((candidate) => candidate.toLowerCase() === wanted);
      if (tag === undefined) throw badRequest('The post is not tagged with that tag.', [{ field: 'tag', detail: 'The post is not tagged with that tag.' }]);
      if (post.state !== 'published' || post.is_private) throw new HttpError(409, 'Only published posts can be featured.');
      await db
        .insertInto('tag_promotions')
        .values({ post_id: post.id, tag, blog_id: post.blog_id })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return ok(await promotions(post.id));
    },
  );

  app.post<{ Body: { tag_id: string; tag?: string; post_id: string; tumblelog_name: string } }>(
    '/svc/unpromote',
    { schema: unpromoteSchema },
    async (request) => {
      const session = requireUser(request);
      const body = request.body;
      const post = await ownedPost(body.post_id, body.tumblelog_name, session.userId);
      const removed = await db
        .deleteFrom('tag_promotions')
        .where('post_id', '=', post.id)
        .where((eb) => eb(eb.fn('lower', ['tag']), '=', body.tag_id.toLowerCase()))
        .returning('tag')
        .executeTakeFirst();
      if (!removed) throw notFound('This post is not featured in that tag.');
      return ok(await promotions(post.id));
    },
  );
}
