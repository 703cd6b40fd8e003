import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import type { MessagingConfig } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { requireUser } from '../accounts/session.js';
import { HttpError, notFound, ok } from '../http/envelope.js';
import { readImageInfo } from '../media/image-info.js';
import { usersOfConversation, type UnreadChanges } from '../poll/unread-changes.js';
import { actingBlog, requireVerifiedEmail } from './acting-blog.js';
import { conversationBetween, otherBlogOf, requireParticipation } from './conversation-lookup.js';
import { loadParticipantRows, toParticipant } from './participants.js';
import { IMAGE_UPLOAD_MAX_BYTES, inboxCursor, NEW_CONVERSATIONS_PER_DAY, parseInboxCursor } from './rules.js';
import { hideMessage, notHiddenFrom } from './hide-message.js';
import { parseSendInput } from './send-input.js';
import { sendMessage, type UploadedImage } from './send.js';
import { presentConversationDetails, presentConversations, presentMessages, type MessageRow } from './view.js';
import { imageWithinLimits } from '../media/image-limits.js';
import { rateLimits } from '../rate-limit/limits.js';
import { refuseSilenced } from '../moderation/flags.js';

/** B§8's image upload error, for a picture too large to decode. */
const IMAGE_OFF = 'Something about that file is off. Try sending something else.';

export interface MessagingOptions {
  db: Db;
  dataDir: string;
  unreadChanges: UnreadChanges;
  newConversationsPerDay?: number;
}

const POLLING_FREQUENCY_INBOX = 15_000;
const POLLING_FREQUENCY_CONVERSATION = 5_000;
/** B§9: favorites count, and the most a favorites request may ask for. */
const FAVORITES_COUNT = 5;
/** B§4: favorites are appended when the list has 3 conversations or fewer. */
const APPEND_FAVORITES_TO_INBOX_LIMIT = 3;
const FAVORITES_MAX = 20;
const SEARCH_RESULTS = 10;
const INBOX_DEFAULT = 10;
const INBOX_MAX = 20;
const MESSAGES_DEFAULT = 20;
const MESSAGES_MAX = 50;

const uuid = { type: 'string', minLength: 1, maxLength: 64 } as const;
const id = { type: 'string', pattern: '^[0-9]{1,19}$' } as const;
const ts = { type: 'string', pattern: '^[0-9]{1,16}$' } as const;
const formKey = { type: 'string', maxLength: 200 } as const;

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

const inboxSchema = {
  querystring: {
    type: 'object',
    required: ['participant'],
    properties: {
      participant: uuid,
      limit: { type: 'integer', minimum: 1, maximum: INBOX_MAX, default: INBOX_DEFAULT },
      before: { type: 'string', maxLength: 40 },
    },
  },
} as const;

const messagesSchema = {
  querystring: {
    type: 'object',
    required: ['participant'],
    properties: {
      participant: uuid,
      conversation_id: id,
      participants: { type: 'string', maxLength: 700 },
      before: ts,
      limit: { type: 'integer', minimum: 1, maximum: MESSAGES_MAX, default: MESSAGES_DEFAULT },
    },
  },
} as const;

const conversationBody = {
  body: {
    type: 'object',
    required: ['conversation_id', 'participant'],
    additionalProperties: false,
    properties: { conversation_id: id, participant: uuid, form_key: formKey },
  },
} as const;

const deleteSchema = {
  querystring: {
    type: 'object',
    required: ['conversation_id', 'participant'],
    properties: { conversation_id: id, participant: uuid },
  },
} as const;

const deleteMessageSchema = {
  params: { type: 'object', required: ['ts'], properties: { ts } },
  querystring: deleteSchema.querystring,
} as const;

const flagSchema = {
  body: {
    type: 'object',
    required: ['conversation_id', 'participant', 'type'],
    additionalProperties: false,
    properties: {
      conversation_id: id,
      participant: uuid,
      type: { type: 'string', enum: ['spam', 'unblur'] },
      context: { type: 'string', maxLength: 100 },
      form_key: formKey,
    },
  },
} as const;

const participantInfoSchema = {
  querystring: {
    type: 'object',
    required: ['q', 'participant'],
    properties: { q: { type: 'string', minLength: 1, maxLength: 64 }, participant: uuid },
  },
} as const;

const suggestionsSchema = {
  querystring: {
    type: 'object',
    required: ['participant'],
    properties: {
      participant: uuid,
      q: { type: 'string', maxLength: 64 },
      limit: { type: 'integer', minimum: 1, maximum: FAVORITES_MAX, default: FAVORITES_COUNT },
      include_recent: { type: 'boolean' },
      exclude_active: { type: 'boolean' },
    },
  },
} as const;

/** Every /svc/conversations call of B§7. `participant` is the acting blog, always one of the user's. */
export async function messagingRoutes(app: FastifyInstance, options: MessagingOptions): Promise<void> {
  const { db, dataDir, unreadChanges } = options;
  const newConversationsPerDay = options.newConversationsPerDay ?? NEW_CONVERSATIONS_PER_DAY;
  // Uploads elsewhere in the api may have registered it already on a parent.
  if (!app.hasRequestDecorator('file')) await app.register(multipart);

  async function acting(request: FastifyRequest, participant: string) {
    const { userId } = requireUser(request);
    return { userId, blog: await actingBlog(db, userId, participant) };
  }

  app.get('/svc/conversations/config', { schema: noQuery }, async (request) => {
    const { userId } = requireUser(request);
    const [user, blogs] = await Promise.all([
      db
        .selectFrom('users as u')
        .leftJoin('blogs as b', 'b.id', 'u.primary_blog_id')
        .select(['u.tutorial_seen', 'b.avatar_url'])
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('blogs as b')
        .innerJoin('blog_members as m', 'm.blog_id', 'b.id')
        .select(['b.uuid', 'b.name', 'b.mention_key', 'b.is_messaging_bot'])
        .where('m.user_id', '=', userId)
        .orderBy('m.created_at')
        .orderBy('b.id')
        .execute(),
    ]);
    const config: MessagingConfig = {
      polling_frequency_inbox: POLLING_FREQUENCY_INBOX,
      polling_frequency_conversation: POLLING_FREQUENCY_CONVERSATION,
      has_tutorial: !user.tutorial_seen,
      append_favorites_to_inbox_limit: APPEND_FAVORITES_TO_INBOX_LIMIT,
      is_desktop_notifications_enabled: true,
      is_new_empty_inbox_enabled: true,
      messaging_notification_icon: user.avatar_url ?? '',
      image_upload_max_bytes: IMAGE_UPLOAD_MAX_BYTES,
    };
    return ok({ config, blogs });
  });

  app.get<{ Querystring: { participant: string; limit: number; before?: string } }>(
    '/svc/conversations',
    { schema: inboxSchema },
    async (request) => {
      const { blog } = await acting(request, request.query.participant);
      const { limit, before } = request.query;
      const cursor = before === undefined ? null : parseInboxCursor(before);
      if (before !== undefined && !cursor) throw new HttpError(400, 'before is not valid.', [{ field: 'before', detail: 'before is not valid.' }]);
      const rows = await db
        .selectFrom('conversations as c')
        .innerJoin('conversation_participants as cp', (join) => join.onRef('cp.conversation_id', '=', 'c.id').on('cp.blog_id', '=', blog.id))
        .select(['c.id', 'c.last_modified_ts'])
        // A conversation the blog deleted or marked as spam stays away until something new arrives.
        .where((eb) => eb.or([eb('cp.deleted_before_ts', 'is', null), eb('c.last_modified_ts', '>', eb.ref('cp.deleted_before_ts'))]))
        .$if(cursor !== null, (query) => query.where(sql<boolean>`(c.last_modified_ts, c.id) < (${cursor!.ts}::bigint, ${cursor!.id}::bigint)`))
        .orderBy('c.last_modified_ts', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const conversations = await presentConversations(db, blog.id, page.map((row) => row.id));
      const last = page.at(-1);
      const links =
        rows.length > limit && last
          ? {
              next: {
                href: `/svc/conversations?${new URLSearchParams({ participant: blog.uuid, limit: String(limit), before: inboxCursor(last.last_modified_ts, last.id) })}`,
              },
            }
          : {};
      return ok({ conversations, _links: links });
    },
  );

  app.get<{ Querystring: { participant: string; conversation_id?: string; participants?: string; before?: string; limit: number } }>(
    '/svc/conversations/messages',
    { schema: messagesSchema },
    async (request) => {
      const { userId, blog } = await acting(request, request.query.participant);
      await requireVerifiedEmail(db, userId);
      const { conversation_id: givenId, participants, before, limit } = request.query;
      let conversationId: string | null = givenId ?? null;
      if (conversationId !== null) await requireParticipation(db, blog.id, conversationId);
      else {
        if (!participants) throw new HttpError(400, 'conversation_id or participants is required.', [{ field: 'conversation_id', detail: 'conversation_id or participants is required.' }]);
        const other = await otherBlogOf(db, blog, participants);
        conversationId = await conversationBetween(db, blog.id, other.id);
        if (conversationId === null) throw notFound('There is no conversation with this blog yet.');
      }
      const details = await presentConversationDetails(db, blog.id, conversationId);
      if (!details) throw notFound('That conversation does not exist.');
      const rows = await db
        .selectFrom('messages as m')
        .innerJoin('conversation_participants as cp', (join) => join.onRef('cp.conversation_id', '=', 'm.conversation_id').on('cp.blog_id', '=', blog.id))
        .selectAll('m')
        .where('m.conversation_id', '=', conversationId)
        .where('m.ts', '>', sql<string>`coalesce(cp.deleted_before_ts, 0)`)
        .where(notHiddenFrom(blog.id))
        .$if(before !== undefined, (query) => query.where('m.ts', '<', before!))
        .orderBy('m.ts', 'desc')
        .limit(limit + 1)
        .execute();
      const page: MessageRow[] = rows.slice(0, limit).reverse();
      const oldest = page[0];
      const links =
        rows.length > limit && oldest
          ? {
              previous: {
                href: `/svc/conversations/messages?${new URLSearchParams({ participant: blog.uuid, conversation_id: conversationId, before: oldest.ts, limit: String(limit) })}`,
              },
            }
          : {};
      return ok({ ...details, messages: { data: await presentMessages(db, page), _links: links } });
    },
  );

  app.post('/svc/conversations/messages', { config: { rateLimit: rateLimits.messages } }, async (request) => {
    let raw: unknown = request.body;
    let image: UploadedImage | null = null;
    if (request.isMultipart()) {
      const fields: Record<string, string> = {};
      for await (const part of request.parts({ limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'data') throw new HttpError(400, 'The image goes in the field "data".', [{ field: part.fieldname, detail: 'The image goes in the field "data".' }]);
          const bytes = await part.toBuffer();
          const info = readImageInfo(bytes);
          if (!info) throw new HttpError(400, 'This is not a JPEG, PNG or GIF image.', [{ field: 'data', detail: 'This is not a JPEG, PNG or GIF image.' }]);
          if (!(await imageWithinLimits(bytes, info))) throw new HttpError(400, IMAGE_OFF, [{ field: 'data', detail: IMAGE_OFF }]);
          image = { bytes, info, fileName: part.filename };
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
      raw = fields;
    }
    const input = parseSendInput(raw, image !== null);
    const { userId, blog } = await acting(request, input.participant);
    refuseSilenced(blog);
    await requireVerifiedEmail(db, userId);
    const { conversationId, message } = await sendMessage({ db, dataDir, userId, acting: blog, newConversationsPerDay }, input, image);
    await unreadChanges.usersChanged(await usersOfConversation(db, conversationId));
    const details = await presentConversationDetails(db, blog.id, conversationId);
    return ok({ ...details, messages: { data: await presentMessages(db, [message]), _links: {} } });
  });

  app.delete<{ Querystring: { conversation_id: string; participant: string } }>(
    '/svc/conversations/messages',
    { schema: deleteSchema },
    async (request) => {
      const { userId, blog } = await acting(request, request.query.participant);
      await requireParticipation(db, blog.id, request.query.conversation_id);
      await hideConversation(db, request.query.conversation_id, blog.id);
      await unreadChanges.usersChanged([userId]);
      return ok({});
    },
  );

  // One message, deleted from the acting blog's side only (B§6); see hide-message.ts.
  app.delete<{ Params: { ts: string }; Querystring: { conversation_id: string; participant: string } }>(
    '/svc/conversations/messages/:ts',
    { schema: deleteMessageSchema },
    async (request) => {
      const { userId, blog } = await acting(request, request.query.participant);
      await hideMessage(db, blog.id, request.query.conversation_id, request.params.ts);
      await unreadChanges.usersChanged([userId]);
      return ok({});
    },
  );

  app.post<{ Body: { conversation_id: string; participant: string; type: 'spam' | 'unblur'; context?: string } }>(
    '/svc/conversations/flag',
    { schema: flagSchema },
    async (request) => {
      const { conversation_id: conversationId, participant, type, context } = request.body;
      const { userId, blog } = await acting(request, participant);
      await requireParticipation(db, blog.id, conversationId);
      if (type === 'unblur') {
        await db
          .updateTable('conversation_participants')
          .set({ is_blurred_images: false })
          .where('conversation_id', '=', conversationId)
          .where('blog_id', '=', blog.id)
          .execute();
        return ok({});
      }
      await db.transaction().execute(async (trx) => {
        const others = await trx
          .selectFrom('conversation_participants')
          .select('blog_id')
          .where('conversation_id', '=', conversationId)
          .where('blog_id', '<>', blog.id)
          .execute();
        for (const { blog_id: otherId } of others) {
          await trx
            .insertInto('blocks')
            .values({ blocker_blog_id: blog.id, blocked_blog_id: otherId, context: 'messaging' })
            .onConflict((oc) => oc.doNothing())
            .execute();
          await trx
            .deleteFrom('follows')
            .where((eb) =>
              eb.or([
                eb.and([eb('follower_blog_id', '=', blog.id), eb('followed_blog_id', '=', otherId)]),
                eb.and([eb('follower_blog_id', '=', otherId), eb('followed_blog_id', '=', blog.id)]),
              ]),
            )
            .execute();
          await trx
            .insertInto('spam_reports')
            .values({ conversation_id: conversationId, reporter_blog_id: blog.id, reported_blog_id: otherId, context: context ?? 'inline' })
            .execute();
        }
        await hideConversation(trx, conversationId, blog.id);
      });
      await unreadChanges.usersChanged([userId]);
      return ok({});
    },
  );

  app.post<{ Body: { conversation_id: string; participant: string } }>(
    '/svc/conversations/mark_read',
    { schema: conversationBody },
    async (request) => {
      const { userId, blog } = await acting(request, request.body.participant);
      const conversationId = request.body.conversation_id;
      await requireParticipation(db, blog.id, conversationId);
      const { rows } = await sql<{ last_read_ts: string }>`
        UPDATE conversation_participants cp SET last_read_ts = greatest(cp.last_read_ts, c.last_modified_ts)
        FROM conversations c
        WHERE c.id = cp.conversation_id AND cp.conversation_id = ${conversationId} AND cp.blog_id = ${blog.id}
        RETURNING cp.last_read_ts`.execute(db);
      await unreadChanges.usersChanged([userId]);
      return ok({ conversation_id: conversationId, last_read_ts: Number(rows[0]?.last_read_ts ?? 0), unread_messages_count: 0 });
    },
  );

  app.get<{ Querystring: { q: string; participant: string } }>(
    '/svc/conversations/participant_info',
    { schema: participantInfoSchema },
    async (request) => {
      const { blog } = await acting(request, request.query.participant);
      const q = request.query.q.trim().toLowerCase();
      const found = await db
        .selectFrom('blogs')
        .select('id')
        .where((eb) => eb.or([eb('name', '=', q), eb(sql<string>`uuid::text`, '=', q)]))
        .executeTakeFirst();
      if (!found) throw notFound('That blog does not exist.');
      const rows = await loadParticipantRows(db, blog.id, [found.id]);
      return ok(toParticipant(rows.get(found.id)!, blog.id));
    },
  );

  app.get<{ Querystring: { participant: string; q?: string; limit: number; include_recent?: boolean; exclude_active?: boolean } }>(
    '/svc/conversations/participant_suggestions',
    { schema: suggestionsSchema },
    async (request) => {
      const { userId, blog } = await acting(request, request.query.participant);
      const q = request.query.q?.trim().toLowerCase();
      const notBlocked = sql<boolean>`NOT EXISTS (SELECT 1 FROM blocks k
        WHERE (k.blocker_blog_id = b.id AND k.blocked_blog_id = ${blog.id}) OR (k.blocker_blog_id = ${blog.id} AND k.blocked_blog_id = b.id))`;
      // Blogs whose messages reach no one, or that an admin flagged as spam or suspended, are not offered.
      const offered = sql<boolean>`NOT (b.flagged_spam OR b.uniblocked OR b.suspended)`;
      let ids: string[];
      if (q) {
        const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        const rows = await db
          .selectFrom('blogs as b')
          .select('b.id')
          .where('b.name', 'like', pattern)
          .where('b.id', '<>', blog.id)
          .where(notBlocked)
          .where(offered)
          .orderBy(sql`starts_with(b.name, ${q})`, 'desc')
          .orderBy('b.name')
          .limit(SEARCH_RESULTS)
          .execute();
        ids = rows.map((row) => row.id);
      } else {
        const rows = await db
          .selectFrom('follows as f')
          .innerJoin('blogs as b', 'b.id', 'f.followed_blog_id')
          .select('b.id')
          .where('f.follower_blog_id', '=', blog.id)
          .where('b.is_messaging_bot', '=', false)
          .where(notBlocked)
          .where(offered)
          .where((eb) => eb.not(eb.exists(eb.selectFrom('blog_members as m').select('m.blog_id').whereRef('m.blog_id', '=', 'b.id').where('m.user_id', '=', userId))))
          .$if(request.query.exclude_active === true, (query) =>
            query.where(sql<boolean>`NOT EXISTS (
              SELECT 1 FROM conversation_participants mine
              JOIN conversation_participants theirs ON theirs.conversation_id = mine.conversation_id AND theirs.blog_id = b.id
              WHERE mine.blog_id = ${blog.id})`),
          )
          .orderBy('f.created_at', 'desc')
          .orderBy('b.id')
          .limit(request.query.limit)
          .execute();
        ids = rows.map((row) => row.id);
      }
      const participants = await loadParticipantRows(db, blog.id, ids);
      return ok({ blogs: ids.flatMap((blogId) => (participants.has(blogId) ? [toParticipant(participants.get(blogId)!, blog.id)] : [])) });
    },
  );

  app.post('/svc/conversations/tutorial_seen', { schema: { body: { type: ['object', 'null'] } } }, async (request) => {
    const { userId } = requireUser(request);
    await db.updateTable('users').set({ tutorial_seen: true }).where('id', '=', userId).execute();
    return ok({});
  });

  app.get('/svc/conversations/stickers', { schema: noQuery }, async (request) => {
    requireUser(request);
    const stickers = await db
      .selectFrom('stickers')
      .select(['id', 'description', 'media_key', 'sticker_pack_id', 'url', 'original_size_url'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    return ok({ stickers });
  });
}

/** The conversation leaves the blog's inbox; newer messages bring it back. The other side keeps it. */
async function hideConversation(db: Db, conversationId: string, blogId: string): Promise<void> {
  await sql`
    UPDATE conversation_participants cp SET deleted_before_ts = c.last_modified_ts, last_read_ts = greatest(cp.last_read_ts, c.last_modified_ts)
    FROM conversations c
    WHERE c.id = cp.conversation_id AND cp.conversation_id = ${conversationId} AND cp.blog_id = ${blogId}`.execute(db);
}
