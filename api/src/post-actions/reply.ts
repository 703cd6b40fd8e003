import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import { notify } from '../activity/notify.js';
import type { Db } from '../db/connect.js';
import { badRequest, ok } from '../http/envelope.js';
import { refuseSuspendedChannel } from '../moderation/active-channel.js';
import { currentChannel } from '../posts/acting-blog.js';
import { blogNameField, keyField, postIdField, sourceField, strictBody } from '../posts/fields.js';
import { refreshNoteCount } from '../posts/note-count.js';
import { loadVisiblePost, refuseSuspendedPost } from '../posts/visibility.js';
import { toPostNote } from '../notes/note.js';

/** Longest reply, in characters after trimming. */
export const REPLY_MAX_LENGTH = 500;

interface ReplyBody {
  reply_text: string;
  post_id: string;
  tumblelog: string;
  tumblelog_key: string;
  source?: string;
}

const schema = {
  body: strictBody(
    {
      // Room for surrounding blanks; the length rule applies after trimming.
      reply_text: { type: 'string', maxLength: 4 * REPLY_MAX_LENGTH },
      post_id: postIdField,
      tumblelog: blogNameField,
      tumblelog_key: keyField,
      source: sourceField,
    },
    ['reply_text', 'post_id', 'tumblelog', 'tumblelog_key'],
  ),
} as const;

/** POST /svc/reply: a plain-text reply written as the current channel. */
export async function replyRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: ReplyBody }>('/svc/reply', { schema }, async (request) => {
    const session = requireUser(request);
    const body = request.body;
    const text = body.reply_text.trim();
    if (text.length === 0) throw badRequest('Write something to reply.', [{ field: 'reply_text', detail: 'Write something to reply.' }]);
    if ([...text].length > REPLY_MAX_LENGTH) {
      const detail = `A reply can be at most ${REPLY_MAX_LENGTH} characters.`;
      throw badRequest(detail, [{ field: 'reply_text', detail }]);
    }
    const post = await loadVisiblePost(db, body.post_id, session.userId);
    if (post.blog_name !== body.tumblelog.toLowerCase() || post.blog_mention_key !== body.tumblelog_key) {
      const detail = 'tumblelog and tumblelog_key must name the post’s blog.';
      throw badRequest(detail, [{ field: 'tumblelog', detail }]);
    }
    refuseSuspendedPost(post);
    const actor = currentChannel(session);
    await refuseSuspendedChannel(db, actor);
    const { reply, note_count } = await db.transaction().execute(async (trx) => {
      const reply = await trx
        .insertInto('replies')
        .values({ post_id: post.id, blog_id: actor, user_id: session.userId, body: text, source: body.source ?? '' })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await notify(trx, { to: post.blog_id, type: 'reply', from: actor, postId: post.id, data: { reply_text: text } });
      return { reply, note_count: await refreshNoteCount(trx, post.id) };
    });
    const blog = await db.selectFrom('blogs').select(['name', 'avatar_url']).where('id', '=', actor).executeTakeFirstOrThrow();
    const note = toPostNote({
      kind: 'reply',
      at_us: String(reply.created_at.getTime() * 1000),
      key: reply.id,
      blog_name: blog.name,
      avatar_url: blog.avatar_url,
      reply_text: text,
      reblog_parent: null,
    });
    return ok({ note, note_count });
  });
}
