import shared from '@tumbledash/shared/contracts';
import { receivesMessages } from '../moderation/flags.js';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { BlogRow } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/envelope.js';
import type { ImageInfo } from '../media/image-info.js';
import { mediaDir, recordUpload, writeMediaFile } from '../media/store.js';
import { loadVisiblePost, POST_NOT_FOUND, refuseSuspendedPost } from '../posts/visibility.js';
import { tooMany } from '../rate-limit/limits.js';
import { unshareFile } from '../storage/shared-files.js';
import { conversationBetween, otherBlogOf, requireParticipation } from './conversation-lookup.js';
import {
  canSend,
  MESSAGING_ERRORS,
  newConversationRefusal,
  nextMessageTs,
  POST_TYPE_NOT_SENDABLE,
  storedContext,
  type Refusal,
} from './rules.js';
import type { SendInput } from './send-input.js';

const { isMessagePostType } = shared;
import type { MessageRow } from './view.js';

export interface SendContext {
  db: Db;
  dataDir: string;
  userId: string;
  acting: BlogRow;
  newConversationsPerDay: number;
}

export interface UploadedImage {
  bytes: Buffer;
  info: ImageInfo;
  fileName: string;
}

function refuse(refusal: Refusal): never {
  throw new HttpError(refusal.status, refusal.msg, refusal.code ? [{ code: refusal.code, detail: refusal.msg }] : []);
}

async function storedMessage(db: Db, conversationId: string, clientId: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).where('client_id', '=', clientId).executeTakeFirst();
}

/** Facts about the acting blog and one other, read in the transaction. */
async function pairFacts(db: Db, acting: BlogRow, other: BlogRow) {
  const { rows } = await sql<{ blocked: boolean; acting_follows: boolean; other_follows: boolean }>`
    SELECT
      EXISTS (SELECT 1 FROM blocks WHERE (blocker_blog_id = ${acting.id} AND blocked_blog_id = ${other.id})
                                      OR (blocker_blog_id = ${other.id} AND blocked_blog_id = ${acting.id})) AS blocked,
      EXISTS (SELECT 1 FROM follows WHERE follower_blog_id = ${acting.id} AND followed_blog_id = ${other.id}) AS acting_follows,
      EXISTS (SELECT 1 FROM follows WHERE follower_blog_id = ${other.id} AND followed_blog_id = ${acting.id}) AS other_follows`.execute(db);
  return rows[0]!;
}

async function assertCanMessage(db: Db, acting: BlogRow, conversationId: string): Promise<void> {
  const others = await db
    .selectFrom('conversation_participants as cp')
    .innerJoin('blogs as b', 'b.id', 'cp.blog_id')
    .selectAll('b')
    .where('cp.conversation_id', '=', conversationId)
    .where('cp.blog_id', '<>', acting.id)
    .execute();
  for (const other of others) {
    const facts = await pairFacts(db, acting, other);
    if (!canSend({ blocked: facts.blocked, otherReceives: receivesMessages(other) })) refuse(MESSAGING_ERRORS.blocked);
  }
}

async function assertCanStart(db: Db, context: SendContext, other: BlogRow): Promise<void> {
  const { acting } = context;
  const member = await db.selectFrom('blog_members').select('blog_id').where('blog_id', '=', other.id).where('user_id', '=', context.userId).executeTakeFirst();
  if (member) throw new HttpError(400, 'Pick a blog that is not one of your own.', [{ field: 'participants', detail: 'Pick a blog that is not one of your own.' }]);
  const facts = await pairFacts(db, acting, other);
  const { count, oldest } = await db
    .selectFrom('conversations')
    .select([sql<string>`count(*)`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where('created_by_blog_id', '=', acting.id)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  const refusal = newConversationRefusal(
    {
      recipientName: other.name,
      blocked: facts.blocked,
      otherReceives: receivesMessages(other),
      followersOnly: other.messages_from_followers_only,
      recipientFollowsSender: facts.other_follows,
      senderFollowsRecipient: facts.acting_follows,
      recipientAcceptsAnyone: other.messages_from_anyone,
      startedToday: Number(count),
    },
    context.newConversationsPerDay,
  );
  if (refusal?.status === 429) {
    // The day's first conversation leaving the 24 hours makes room for the next; code 7004 tells it from sending too fast.
    const wait = oldest ? new Date(oldest).getTime() + 86_400_000 - Date.now() : 86_400_000;
    throw tooMany(refusal.msg, wait, refusal.code);
  }
  if (refusal) refuse(refusal);
}

/** A published post the sender sees, of its blog when the reference names one: as for sharing it, a suspended blog's post goes nowhere. */
async function assertSendablePost(db: Db, userId: string, reference: NonNullable<SendInput['post']>): Promise<void> {
  const post = await loadVisiblePost(db, reference.id, userId);
  if (post.state !== 'published') throw notFound(POST_NOT_FOUND);
  if (reference.blog !== null) {
    const blog = await db.selectFrom('blogs').select('uuid').where('id', '=', post.blog_id).executeTakeFirstOrThrow();
    if (reference.blog.toLowerCase() !== blog.uuid) throw notFound(POST_NOT_FOUND);
  }
  refuseSuspendedPost(post);
  if (!isMessagePostType(post.type)) throw badRequest(POST_TYPE_NOT_SENDABLE, [{ field: 'post', detail: POST_TYPE_NOT_SENDABLE }]);
}

async function assertReferencesExist(db: Db, context: SendContext, input: SendInput): Promise<void> {
  if (input.post) await assertSendablePost(db, context.userId, input.post);
  if (input.stickerId) {
    const sticker = await db.selectFrom('stickers').select('id').where('id', '=', input.stickerId).executeTakeFirst();
    if (!sticker) throw notFound('That sticker does not exist.');
  }
}

/**
 * Stores one message, creating the conversation when the blogs have none, in one transaction.
 * A (conversation, client_id) pair is stored once: a resend answers the stored message.
 */
export async function sendMessage(context: SendContext, input: SendInput, image: UploadedImage | null): Promise<{ conversationId: string; message: MessageRow }> {
  const { acting } = context;
  let writtenFile: string | null = null;
  try {
    return await context.db.transaction().execute(async (trx) => {
      let conversationId = input.conversationId;
      let other: BlogRow | null = null;
      if (conversationId !== null) {
        await requireParticipation(trx, acting.id, conversationId);
      } else {
        other = await otherBlogOf(trx, acting, input.participants ?? []);
        // Two first messages sent at once must not make two conversations.
        const [low, high] = [acting.id, other.id].sort();
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`conversation:${low}:${high}`}))`.execute(trx);
        conversationId = await conversationBetween(trx, acting.id, other.id);
      }
      if (conversationId !== null) {
        const stored = await storedMessage(trx, conversationId, input.clientId);
        if (stored) return { conversationId, message: stored };
        await assertCanMessage(trx, acting, conversationId);
      } else {
        await assertCanStart(trx, context, other!);
      }
      await assertReferencesExist(trx, context, input);

      const nowMs = Date.now();
      if (conversationId === null) {
        const created = await trx
          .insertInto('conversations')
          .values({ created_by_blog_id: acting.id, last_modified_ts: String(nowMs) })
          .returning('id')
          .executeTakeFirstOrThrow();
        conversationId = created.id;
        await trx
          .insertInto('conversation_participants')
          .values([
            { conversation_id: conversationId, blog_id: acting.id },
            { conversation_id: conversationId, blog_id: other!.id },
          ])
          .execute();
      }
      const newest = await sql<{ ts: string | null }>`
        SELECT (SELECT max(ts) FROM messages WHERE conversation_id = c.id) AS ts
        FROM conversations c WHERE c.id = ${conversationId} FOR UPDATE`.execute(trx);
      const newestTs = newest.rows[0]?.ts;
      const ts = String(nextMessageTs(nowMs, newestTs ? Number(newestTs) : null));

      let uploadId: string | null = null;
      if (image) {
        writtenFile = await writeMediaFile(context.dataDir, image.bytes, image.info.extension);
        await recordUpload(trx, {
          name: writtenFile,
          mime: image.info.mime,
          sizeBytes: image.bytes.length,
          kind: 'image',
          width: image.info.width,
          height: image.info.height,
          ownerUserId: context.userId,
          originalName: image.fileName.slice(0, 200),
        });
        const upload = await trx.selectFrom('uploads').select('id').where('name', '=', writtenFile).executeTakeFirstOrThrow();
        uploadId = upload.id;
      }
      const message = await trx
        .insertInto('messages')
        .values({
          conversation_id: conversationId,
          ts,
          sender_blog_id: acting.id,
          type: input.type,
          text: input.text,
          post_id: input.post?.id ?? null,
          upload_id: uploadId,
          sticker_id: input.stickerId,
          context: storedContext(input.context),
          client_id: input.clientId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('conversations').set({ last_modified_ts: ts, status: 'ACTIVE' }).where('id', '=', conversationId).execute();
      // The sender has read everything up to their own message.
      await trx
        .updateTable('conversation_participants')
        .set({ last_read_ts: ts })
        .where('conversation_id', '=', conversationId)
        .where('blog_id', '=', acting.id)
        .execute();
      return { conversationId, message };
    });
  } catch (error) {
    if (writtenFile) {
      await unlink(join(mediaDir(context.dataDir), writtenFile)).catch(() => undefined);
      await unshareFile(context.dataDir, `media/${writtenFile}`).catch(() => undefined);
    }
    // The same message sent twice at the same moment: the other request stored it.
    const duplicate = error as { code?: string; constraint?: string };
    if (duplicate.code === '23505' && duplicate.constraint === 'messages_conversation_id_client_id_key' && input.conversationId) {
      const stored = await storedMessage(context.db, input.conversationId, input.clientId);
      if (stored) return { conversationId: input.conversationId, message: stored };
    }
    throw error;
  }
}
