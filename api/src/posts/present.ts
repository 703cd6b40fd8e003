import { createHash } from 'node:crypto';
import type { AppealState, Blog, DashboardPost, NsfwPostFields, PostState } from '../contracts.js';
import type { PostRow } from '../db/schema.js';
import { toBlog, type RelatedBlogRow } from '../blogs/view.js';

/** A post row with what the viewer did to it and its featured tags (see viewerColumns). */
export type PostViewRow = PostRow & {
  liked: boolean;
  reblogged: boolean;
  is_mine: boolean;
  promoted_tags?: string[];
  submitter_blog_id?: string | null;
  /** The appeal of a flagged post (B§4), when one was recorded. */
  appeal_state?: number | null;
};

/** A tag a post is featured in; the tag (lowercased) is its id. */
export interface Promotion {
  tag: string;
  tag_id: string;
}

/** DashboardPost plus the extras the dashboard reads: featured tags, the call-to-action, who sent a submission. */
export type TimelinePost = DashboardPost & NsfwPostFields & {
  promotions?: Promotion[];
  submitter?: Blog;
  /** Where the carousel leads (A§3.3 carouselLinkUrl); '' for none. */
  carousel_link_url: string;
  cta: { text_code: number; link_url: string; android_link_url: string } | null;
};

export function toPromotions(tags: readonly string[]): Promotion[] {
  return tags.map((tag) => ({ tag, tag_id: tag.toLowerCase() }));
}

/** Stored state → the state the client shows (A§4.1). */
export function displayState(row: Pick<PostRow, 'state' | 'is_private' | 'publish_on'>): PostState {
  if (row.state === 'published') return row.is_private ? 'private' : 'published';
  if (row.state === 'queued' && row.publish_on) return 'scheduled';
  return row.state;
}

export function postUrl(blogName: string, postId: string, slug: string): string {
  return `/blog/${blogName}/${postId}${slug ? `/${slug}` : ''}`;
}

function digest(value: string, length: number): string {
  return createHash('sha256').update(value).digest('hex').slice(0, length);
}

/** `blogs` must hold the post's blog and, when known, its parent and root blogs. */
export function toDashboardPost(row: PostViewRow, blogs: Map<string, RelatedBlogRow>): TimelinePost {
  const blog = blogs.get(row.blog_id);
  if (!blog) throw new Error(`blog ${row.blog_id} of post ${row.id} was not loaded`);
  const parent = row.parent_blog_id ? blogs.get(row.parent_blog_id) : undefined;
  const root = row.root_blog_id ? blogs.get(row.root_blog_id) : undefined;
  const submitter = row.submitter_blog_id ? blogs.get(row.submitter_blog_id) : undefined;
  const isReblog = row.parent_post_id !== null || row.root_post_id !== null;
  const content = row.content;
  return {
    id: row.id,
    root_id: row.root_post_id ?? row.id,
    reblog_key: row.reblog_key,
    placement_id: null,
    is_recommended: false,
    pt: null,
    type: row.type,
    state: displayState(row),
    timestamp: Math.floor((row.published_at ?? row.created_at).getTime() / 1000),
    publish_on: row.publish_on ? row.publish_on.toISOString() : null,
    liked: row.liked,
    reblogged: row.reblogged,
    is_mine: row.is_mine,
    tumblelog: blog.name,
    tumblelog_key: blog.mention_key,
    tumblelog_uuid: blog.uuid,
    reblogged_root_uuid: isReblog && root ? root.uuid : null,
    reblog_source: isReblog && parent ? { name: parent.name, following: parent.following } : null,
    sponsored: false,
    following: blog.following,
    tumblelog_mention_key: blog.mention_key,
    is_carousel: row.is_carousel && content.type === 'photo' && content.photos.length > 1,
    carousel_index: row.carousel_index,
    carousel_link_url: row.carousel_link_url,
    post_url: postUrl(blog.name, row.id, row.slug),
    embed_key: digest(`${row.id}:${row.reblog_key}`, 24),
    embed_did: digest(blog.uuid, 40),
    note_count: row.note_count,
    tags: row.tags,
    source_url: row.source_url,
    slug: row.slug,
    content,
    trail: row.trail,
    blog: toBlog(blog),
    parent_blog: isReblog && parent ? toBlog(parent) : null,
    root_blog: isReblog && root ? toBlog(root) : null,
    ...(row.promoted_tags && row.promoted_tags.length > 0 ? { promotions: toPromotions(row.promoted_tags) } : {}),
    ...(submitter ? { submitter: toBlog(submitter) } : {}),
    cta: row.cta_enabled ? { text_code: row.cta_text_code, link_url: row.cta_link_url, android_link_url: row.cta_android_link_url } : null,
    ...(row.flagged_nsfw || row.owner_flagged_nsfw || blog.flagged_nsfw || blog.flagged_adult ? { is_nsfw: true } : {}),
    // Only the post's own blog learns about its appeal; a flag not yet appealed shows the banner (state 1).
    ...(row.flagged_nsfw && row.is_mine ? { appeal_state: (row.appeal_state ?? 1) as AppealState } : {}),
  };
}
