import { sql } from 'kysely';
import type { PostContent, TrailItem } from '../contracts.js';
import type { Db } from '../db/connect.js';
import type { BlogRow, PostRow, StoredPostState } from '../db/schema.js';
import { randomToken } from '../http/tokens.js';
import { notify } from '../activity/notify.js';
import { refreshNoteCount } from '../posts/note-count.js';
import { enqueue, publishNow } from '../posts/publish.js';
import { reblogBasis } from '../posts/reblog-of.js';
import type { CallToActionColumns } from './display.js';
import type { TargetState } from './fields.js';

export interface SaveInput {
  blog: BlogRow;
  userId: string;
  state: TargetState;
  tags: string[];
  slug: string;
  sourceUrl: string;
  format: 'rich' | 'html' | 'markdown';
  markdown: { one?: string; two?: string; three?: string } | null;
  /** Photos shown as a carousel rather than in layout rows (display.ts isCarousel). */
  carousel: boolean;
  /** Where the carousel leads (display.ts carouselLink). */
  carouselLinkUrl: string;
  cta: CallToActionColumns;
  now: Date;
}

/** Columns of the stored state (publish now, draft, queue, schedule). */
function stateColumns(state: TargetState, now: Date) {
  switch (state.kind) {
    case 'published':
      return { state: 'published' as const, is_private: state.isPrivate, published_at: now, publish_on: null };
    case 'draft':
      return { state: 'draft' as const, is_private: false, published_at: null, publish_on: null };
    case 'queued':
      return { state: 'queued' as const, is_private: false, published_at: null, publish_on: null, queue_position: sql<string>`nextval('post_queue_seq')` };
    case 'scheduled':
      return { state: 'queued' as const, is_private: false, published_at: null, publish_on: state.publishOn };
    case 'keep':
      return { state: state.state };
  }
}

/** The reblogging blog's own trail item, when it wrote something. */
function ownItem(blog: BlogRow, postId: string, html: string): TrailItem[] {
  return html ? [{ blog: { name: blog.name, uuid: blog.uuid, avatar_url: blog.avatar_url }, post_id: postId, content_html: html }] : [];
}

/** A new post or a reblog (parent given, `comment` its sanitized addition). One transaction; returns the id. */
export async function insertPost(db: Db, input: SaveInput, content: PostContent, parent: PostRow | null, comment: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`SELECT td_post_id(${input.now}) AS id`.execute(trx);
    const id = rows[0]!.id;
    const basis = parent ? reblogBasis(parent) : null;
    const trail = basis ? [...basis.trail, ...ownItem(input.blog, id, comment)] : [];
    await trx
      .insertInto('posts')
      .values({
        id,
        blog_id: input.blog.id,
        author_user_id: input.userId,
        type: content.type,
        content: JSON.stringify(content),
        tags: input.tags,
        slug: input.slug,
        source_url: input.sourceUrl,
        format: input.format,
        markdown: input.markdown === null ? null : JSON.stringify(input.markdown),
        reblog_key: randomToken(6),
        trail: JSON.stringify(trail),
        parent_post_id: basis?.parent_post_id ?? null,
        parent_blog_id: basis?.parent_blog_id ?? null,
        root_post_id: basis?.root_post_id ?? null,
        root_blog_id: basis?.root_blog_id ?? null,
        is_carousel: input.carousel,
        carousel_link_url: input.carouselLinkUrl,
        ...input.cta,
        allow_answers: content.type === 'note',
        created_at: input.now,
        updated_at: input.now,
        ...stateColumns(input.state, input.now),
      })
      .execute();
    if (parent) {
      await notify(trx, { to: parent.blog_id, type: 'reblog', from: input.blog.id, postId: parent.id });
      await refreshNoteCount(trx, parent.id);
    }
    return id;
  });
}

/**
 * An edit: new slots (or, for a reblog, its own trail item), tags and state. A post that becomes published
 * takes a new id (see publishNow); returns the id it has afterwards.
 */
export async function updatePost(db: Db, input: SaveInput, post: PostRow, content: PostContent, comment: string | null): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const trail =
      comment === null
        ? post.trail
        : (() => {
            const others = post.trail.filter((item) => item.post_id !== post.id);
            const index = post.trail.findIndex((item) => item.post_id === post.id);
            const mine = ownItem(input.blog, post.id, comment);
            return index === -1 ? [...others, ...mine] : [...post.trail.slice(0, index), ...mine, ...post.trail.slice(index + 1)];
          })();
    const state = input.state;
    const becomesPublished = state.kind === 'published' && post.state !== 'published';
    const entersQueue = state.kind === 'queued' && !(post.state === 'queued' && post.publish_on === null);
    const columns = becomesPublished || entersQueue ? { is_private: false } : stateColumns(state, input.now);
    // Staying published keeps the original publication time.
    if (state.kind === 'published' && post.state === 'published') Object.assign(columns, { published_at: post.published_at });
    await trx
      .updateTable('posts')
      .set({
        content: JSON.stringify(content),
        trail: JSON.stringify(trail),
        tags: input.tags,
        slug: input.slug,
        source_url: input.sourceUrl,
        format: input.format,
        markdown: input.markdown === null ? null : JSON.stringify(input.markdown),
        is_carousel: input.carousel,
        carousel_link_url: input.carouselLinkUrl,
        ...input.cta,
        updated_at: input.now,
        ...columns,
      })
      .where('id', '=', post.id)
      .execute();
    if (entersQueue) await enqueue(trx, post.id, input.now);
    if (becomesPublished) {
      const id = await publishNow(trx, post.id, input.now);
      if (state.kind === 'published' && state.isPrivate) await trx.updateTable('posts').set({ is_private: true }).where('id', '=', id).execute();
      return id;
    }
    return post.id;
  });
}

/** Counts shown after a save (`context_tumblelog`). */
export async function blogCounts(db: Db, blogId: string): Promise<{ posts: number; drafts: number; queue: number }> {
  const { rows } = await sql<{ posts: number; drafts: number; queue: number }>`
    SELECT count(*) FILTER (WHERE state = 'published')::int AS posts,
      count(*) FILTER (WHERE state = 'draft')::int AS drafts,
      count(*) FILTER (WHERE state = 'queued')::int AS queue
    FROM posts WHERE blog_id = ${blogId}`.execute(db);
  return rows[0]!;
}

export function saveMessage(state: TargetState, isEdit: boolean, blogName: string, stored: StoredPostState): string {
  if (isEdit && (state.kind === 'keep' || (state.kind === 'published' && stored === 'published'))) return 'Saved.';
  switch (state.kind) {
    case 'published':
      // "Post privately" is a publish only members see: say so, not "Posted to".
      return state.isPrivate ? `Posted privately to ${blogName}. Only its members can see it.` : `Posted to ${blogName}.`;
    case 'draft':
      return 'Saved as a draft.';
    case 'queued':
      return 'Added to the queue.';
    case 'scheduled':
      return 'Scheduled.';
    case 'keep':
      return 'Saved.';
  }
}
