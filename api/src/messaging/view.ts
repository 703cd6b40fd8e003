import { sql } from 'kysely';
import { receivesMessages } from '../moderation/flags.js';
import type { Conversation, Message, PostReference, PostContent } from '../contracts.js';
import type { Db } from '../db/connect.js';
import type { MessagesTable } from '../db/schema.js';
import type { Selectable } from 'kysely';
import { mediaUrl } from '../media/store.js';
import { postUrl } from '../posts/present.js';
import { leadImage, summarize } from '../posts/summary.js';
import { loadParticipantRows, toParticipant, type ParticipantRow } from './participants.js';
import { notHiddenFrom } from './hide-message.js';
import { canSend, isPossibleSpam } from './rules.js';

export type MessageRow = Selectable<MessagesTable>;

/** One conversation as the acting blog sees it, before presentation. */
interface ConversationRow {
  id: string;
  status: 'ACTIVE' | 'INACTIVE';
  last_modified_ts: string;
  created_by_blog_id: string | null;
  last_read_ts: string;
  deleted_before_ts: string | null;
  is_blurred_images: boolean;
  unread: string;
  blog_ids: string[];
}

/** The acting blog's view of these conversations; conversations it is not part of are left out. */
async function conversationRows(db: Db, actingBlogId: string, ids: string[]): Promise<ConversationRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as cp', (join) => join.onRef('cp.conversation_id', '=', 'c.id').on('cp.blog_id', '=', actingBlogId))
    .select([
      'c.id',
      'c.status',
      'c.last_modified_ts',
      'c.created_by_blog_id',
      'cp.last_read_ts',
      'cp.deleted_before_ts',
      'cp.is_blurred_images',
      sql<string>`(SELECT count(*) FROM messages m WHERE m.conversation_id = c.id
        AND m.ts > greatest(cp.last_read_ts, coalesce(cp.deleted_before_ts, 0))
        AND m.sender_blog_id IS DISTINCT FROM cp.blog_id)`.as('unread'),
      sql<string[]>`ARRAY(SELECT o.blog_id FROM conversation_participants o
        WHERE o.conversation_id = c.id ORDER BY o.joined_at, o.blog_id)`.as('blog_ids'),
    ])
    .where('c.id', 'in', ids)
    .execute();
}

/** The newest message each conversation shows the acting blog. */
async function lastMessages(db: Db, actingBlogId: string, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<MessageRow>`
    SELECT DISTINCT ON (m.conversation_id) m.*
    FROM messages m
    JOIN conversation_participants cp ON cp.conversation_id = m.conversation_id AND cp.blog_id = ${actingBlogId}
    WHERE m.conversation_id IN (${sql.join(ids)}) AND m.ts > coalesce(cp.deleted_before_ts, 0) AND ${notHiddenFrom(actingBlogId)}
    ORDER BY m.conversation_id, m.ts DESC`.execute(db);
  return rows;
}

function toPostReference(row: PostRefRow | undefined, id: string): PostReference {
  if (!row) {
    return {
      type: 'link', summary: '', state: 'disabled', photos: [], thumbnail_url: '', thumbnail_height: 0,
      thumbnail_width: 0, post_url: '', blog_name: '', id, is_nsfw: false,
    };
  }
  const content = row.content;
  const photos = content.type === 'photo' ? content.photos : [];
  const lead = photos[0];
  const thumbnail = leadImage(content) ?? '';
  return {
    type: content.type,
    summary: summarize(content),
    state: 'ok',
    photos: photos.map((photo) => {
      const size = { url: photo.url, width: photo.width, height: photo.height };
      return { alt_sizes: [size], original_size: size };
    }),
    thumbnail_url: thumbnail,
    thumbnail_width: lead?.width ?? 0,
    thumbnail_height: lead?.height ?? 0,
    post_url: postUrl(row.blog_name, row.id, row.slug),
    blog_name: row.blog_name,
    id: row.id,
    is_nsfw: row.nsfw,
  };
}

interface PostRefRow {
  id: string;
  slug: string;
  content: PostContent;
  blog_name: string;
  nsfw: boolean;
}

/** Messages in the wire shape; post references, images and stickers loaded in one query each. */
export async function presentMessages(db: Db, rows: MessageRow[]): Promise<Message[]> {
  const postIds = [...new Set(rows.flatMap((row) => (row.post_id ? [row.post_id] : [])))];
  const uploadIds = [...new Set(rows.flatMap((row) => (row.upload_id ? [row.upload_id] : [])))];
  const stickerIds = [...new Set(rows.flatMap((row) => (row.sticker_id ? [row.sticker_id] : [])))];
  const senderIds = [...new Set(rows.flatMap((row) => (row.sender_blog_id ? [row.sender_blog_id] : [])))];
  const [posts, uploads, stickers, senders] = await Promise.all([
    postIds.length === 0
      ? []
      : db
          .selectFrom('posts as p')
          .innerJoin('blogs as b', 'b.id', 'p.blog_id')
          .select(['p.id', 'p.slug', 'p.content', 'b.name as blog_name', sql<boolean>`(p.flagged_nsfw OR p.owner_flagged_nsfw OR b.nsfw)`.as('nsfw')])
          // A post that is no longer public shows as unavailable.
          .where('p.id', 'in', postIds)
          .where('p.state', '=', 'published')
          .where('p.is_private', '=', false)
          .execute(),
    uploadIds.length === 0 ? [] : db.selectFrom('uploads').select(['id', 'name', 'width', 'height']).where('id', 'in', uploadIds).execute(),
    stickerIds.length === 0 ? [] : db.selectFrom('stickers').selectAll().where('id', 'in', stickerIds).execute(),
    senderIds.length === 0 ? [] : db.selectFrom('blogs').select(['id', 'uuid']).where('id', 'in', senderIds).execute(),
  ]);
  const postById = new Map(posts.map((post) => [post.id, post as PostRefRow]));
  const uploadById = new Map(uploads.map((upload) => [upload.id, upload]));
  const stickerById = new Map(stickers.map((sticker) => [sticker.id, sticker]));
  const uuidById = new Map(senders.map((sender) => [sender.id, sender.uuid]));
  return rows.map((row) => {
    const upload = row.upload_id ? uploadById.get(row.upload_id) : undefined;
    const sticker = row.sticker_id ? stickerById.get(row.sticker_id) : undefined;
    return {
      conversation_id: row.conversation_id,
      type: row.type,
      ts: row.ts,
      client_id: row.client_id,
      participant: (row.sender_blog_id && uuidById.get(row.sender_blog_id)) || '',
      message: row.text,
      content: row.type === 'TEXT' ? { text: row.text, formatting: row.formatting as NonNullable<Message['content']>['formatting'] } : null,
      post: row.type === 'POSTREF' ? toPostReference(row.post_id ? postById.get(row.post_id) : undefined, row.post_id ?? '') : null,
      image: upload ? { original_size: { url: mediaUrl(upload.name), width: upload.width ?? 0, height: upload.height ?? 0 } } : null,
      sticker: sticker
        ? {
            id: sticker.id,
            description: sticker.description,
            media_key: sticker.media_key,
            sticker_pack_id: sticker.sticker_pack_id,
            url: sticker.url,
            original_size_url: sticker.original_size_url,
          }
        : null,
    };
  });
}

function presentConversation(row: ConversationRow, actingBlogId: string, participants: Map<string, ParticipantRow>, now: number): Omit<Conversation, 'last_message'> {
  const others = row.blog_ids.filter((id) => id !== actingBlogId).flatMap((id) => participants.get(id) ?? []);
  const actingFollowsAll = others.every((other) => other.followed_by_acting_since !== null);
  return {
    id: row.id,
    status: row.status,
    last_modified_ts: Number(row.last_modified_ts),
    last_read_ts: Number(row.last_read_ts),
    participants: row.blog_ids.flatMap((id) => {
      const participant = participants.get(id);
      return participant ? [toParticipant(participant, actingBlogId, now)] : [];
    }),
    can_send: others.length > 0 && others.every((other) => canSend({ blocked: other.blocked_either_way, otherReceives: receivesMessages(other) })),
    is_possible_spam: isPossibleSpam(row.created_by_blog_id !== null && row.created_by_blog_id !== actingBlogId, actingFollowsAll),
    is_blurred_images: row.is_blurred_images && !actingFollowsAll,
    unread_messages_count: Number(row.unread),
  };
}

/** The conversations, in the order of `ids`, as the acting blog sees them, each with its last message. */
export async function presentConversations(db: Db, actingBlogId: string, ids: string[]): Promise<Conversation[]> {
  const [rows, last] = await Promise.all([conversationRows(db, actingBlogId, ids), lastMessages(db, actingBlogId, ids)]);
  const participants = await loadParticipantRows(db, actingBlogId, [...new Set(rows.flatMap((row) => row.blog_ids))]);
  const lastMessagesPresented = await presentMessages(db, last);
  const lastById = new Map(lastMessagesPresented.map((message) => [message.conversation_id, message]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = Date.now();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...presentConversation(row, actingBlogId, participants, now), last_message: lastById.get(id) ?? null }] : [];
  });
}

/** One conversation without its last message (the messages page carries them), or null if not visible. */
export async function presentConversationDetails(db: Db, actingBlogId: string, id: string): Promise<Omit<Conversation, 'last_message'> | null> {
  const [row] = await conversationRows(db, actingBlogId, [id]);
  if (!row) return null;
  const participants = await loadParticipantRows(db, actingBlogId, row.blog_ids);
  return presentConversation(row, actingBlogId, participants, Date.now());
}
