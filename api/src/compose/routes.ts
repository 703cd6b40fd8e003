import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PostContent, PostType, SaveResponse } from '../contracts.js';
import { requireUser, type UserSession } from '../accounts/session.js';
import { buildBootstrap, USER_LIMITS } from '../accounts/bootstrap.js';
import { blogUrl } from '../blogs/view.js';
import type { Db } from '../db/connect.js';
import type { PostRow } from '../db/schema.js';
import { badRequest, forbidden, notFound, ok } from '../http/envelope.js';
import { refuseSuspended } from '../moderation/flags.js';
import { blogWithRole, viewerOf } from '../posts/acting-blog.js';
import { presentPostById } from '../posts/load.js';
import { loadVisiblePost, POST_NOT_FOUND, refuseSuspendedPost, type PostAccess } from '../posts/visibility.js';
import { mediaUrl } from '../media/store.js';
import { UPLOAD_LIMITS } from '../uploads/limits.js';
import { expandBracketKeys } from './bracket-keys.js';
import { buildContent, MAX_PHOTOS, PHOTO_CAPTION_LENGTH, type ContentContext } from './content.js';
import { callToAction, carouselLink, isCarousel } from './display.js';
import { checkSlug, checkSourceUrl, fieldError, parseState, parseTags } from './fields.js';
import { CREATABLE_TYPES, updateSchema, type UpdateRequest } from './request.js';
import { isBlankHtml, sanitizeHtml } from './sanitize.js';
import { blogCounts, insertPost, saveMessage, updatePost } from './save.js';
import { videoData } from './video.js';

const FORMATS = ['rich', 'html', 'markdown'] as const;
const CANNOT_EDIT = 'You cannot edit this post.';
const CANNOT_REBLOG = 'This post cannot be reblogged.';
const EXTERNAL_IMAGE = /\.(jpe?g|png|gif)$/i;

const fetchSchema = {
  body: {
    type: 'object',
    properties: {
      // Ids come from the address bar (/edit/{postId}): one that is not a post id is a post not found.
      post_id: { type: 'string', maxLength: 100 },
      channel_id: { type: 'string', maxLength: 100 },
      reblog_id: { type: 'string', maxLength: 100 },
      reblog_key: { type: 'string', maxLength: 64 },
      post_type: { type: 'string', maxLength: 20 },
      form_key: { type: 'string', maxLength: 200 },
    },
  },
} as const;

const videoSchema = {
  body: {
    type: 'object',
    properties: {
      embed_url: { type: 'string', maxLength: 2000 },
      embed_width: { type: 'integer', minimum: 50, maximum: 2000, default: 500 },
      form_key: { type: 'string', maxLength: 200 },
    },
  },
} as const;

/** The post to reblog: published, public, the key matching; 404 otherwise, 403 when its owner forbids reblogs. */
async function reblogTarget(db: Db, id: string, key: string | undefined, userId: string): Promise<PostAccess> {
  const post = await loadVisiblePost(db, id, userId);
  if (post.state !== 'published' || post.is_private || post.reblog_key !== key) throw notFound(POST_NOT_FOUND);
  refuseSuspendedPost(post);
  if (!post.can_be_reblogged) throw forbidden(CANNOT_REBLOG);
  return post;
}

/** The post to edit: visible and of a blog the user holds. */
async function editTarget(db: Db, id: string, userId: string): Promise<PostAccess> {
  const post = await loadVisiblePost(db, id, userId);
  if (post.role === null) throw forbidden(CANNOT_EDIT);
  return post;
}

/** What content building may use: the user's own uploads, photos already on the post, external images (also for submissions). */
export function contentContext(db: Db, session: UserSession, existing: PostRow | null): ContentContext {
  const upload = async (url: string, kind: 'image' | 'audio' | 'video') => {
    const name = /^\/media\/([A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,5})$/.exec(url)?.[1];
    if (!name) return undefined;
    return db.selectFrom('uploads').selectAll().where('name', '=', name).where('owner_user_id', '=', session.userId).where('kind', '=', kind).executeTakeFirst();
  };
  return {
    existing: existing?.content ?? null,
    photo: async (url) => {
      const own = await upload(url, 'image');
      if (own) return { url, width: own.width ?? 0, height: own.height ?? 0 };
      const kept = existing?.content.type === 'photo' ? existing.content.photos.find((photo) => photo.url === url) : undefined;
      if (kept) return { url, width: kept.width, height: kept.height };
      try {
        const external = new URL(url);
        if ((external.protocol === 'http:' || external.protocol === 'https:') && EXTERNAL_IMAGE.test(external.pathname)) return { url: external.href, width: 0, height: 0 };
      } catch {
        // Not a URL: refused below.
      }
      return null;
    },
    ownUpload: async (url, kind) => Boolean(await upload(url, kind)),
    uploadedVideo: async (url) => {
      const video = await upload(url, 'video');
      return {
        poster: video?.poster_name ? mediaUrl(video.poster_name) : '',
        width: video?.width ?? 0,
        height: video?.height ?? 0,
        durationSeconds: video?.duration_seconds ?? 0,
      };
    },
  };
}

/** The post form's calls (mfe-compose README "Server contract"): form data, save, fetch, video data. */
export async function composeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // Form-encoded bodies (`post[type]=text`) become the same objects as JSON ones, before validation.
  app.addHook('preValidation', async (request) => {
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') && request.body && typeof request.body === 'object') {
      request.body = expandBracketKeys(request.body as Record<string, unknown>);
    }
  });

  app.post('/svc/post/get_post_form_builder_data', async (request) => {
    const session = requireUser(request);
    const { channels } = await buildBootstrap(db, session);
    return ok({
      channels,
      limits: { max_photos: MAX_PHOTOS, caption_length: PHOTO_CAPTION_LENGTH, image_upload_max_bytes: USER_LIMITS.image_upload_max_bytes, ...UPLOAD_LIMITS },
    });
  });

  app.post<{ Body: UpdateRequest }>('/svc/post/update', { schema: updateSchema }, async (request) => {
    const session = requireUser(request);
    const body = request.body;
    const now = new Date();
    const type = body.post.type as PostType;

    let edited: PostAccess | null = null;
    let parent: PostAccess | null = null;
    if (body.post_id !== undefined) edited = await editTarget(db, body.post_id, session.userId);
    else if (body.reblog_id !== undefined) parent = await reblogTarget(db, body.reblog_id, body.reblog_key, session.userId);
    const blog = await blogWithRole(db, edited ? edited.blog_name : body.channel_id, session.userId);
    if (!blog?.role) throw forbidden('You cannot post to this blog.');
    refuseSuspended(blog);

    const expected = edited?.type ?? parent?.type ?? null;
    if (expected ? type !== expected : !CREATABLE_TYPES.includes(type)) throw fieldError('post[type]', 'Invalid "type" value');
    const state = parseState(body.post.state, body.post.publish_on ?? '', edited?.state ?? null, now);
    const isReblog = parent !== null || (edited !== null && (edited.parent_post_id !== null || edited.root_post_id !== null));

    let content: PostContent;
    let comment: string | null = null;
    if (isReblog) {
      // A reblog keeps the reblogged content; the reblogger's words go to the trail.
      content = edited?.content ?? parent!.content;
      const html = await sanitizeHtml(body.post.two ?? '');
      comment = isBlankHtml(html) ? '' : html;
    } else {
      content = await buildContent(type, body, contentContext(db, session, edited));
    }

    const editorType = body.editor_type ?? 0;
    const input = {
      blog,
      userId: session.userId,
      state,
      tags: parseTags(body.post.tags ?? ''),
      slug: checkSlug(body.post.slug ?? ''),
      sourceUrl: checkSourceUrl(body.post.source_url ?? ''),
      format: FORMATS[editorType],
      markdown: editorType === 2 ? (body.markdown ?? {}) : null,
      carousel: isCarousel(content, body.post.carousel_display, isReblog ? (edited ?? parent) : null),
      carouselLinkUrl: carouselLink(body.post, edited),
      cta: callToAction(body.post, edited),
      now,
    };
    const id = edited ? await updatePost(db, input, edited, content, comment) : await insertPost(db, input, content, parent, comment ?? '');

    const post = (await presentPostById(db, id, viewerOf(request)))!;
    const response: SaveResponse = {
      post: { ...post, is_edit: edited !== null, is_reblog: isReblog },
      post_dashboard_html: '',
      post_context_page: body.context_page ?? '',
      post_tumblelog: { name_or_id: blog.name, url: blogUrl(blog.name), avatar: blog.avatar_url, post_url: post.post_url },
      context_tumblelog: { name: blog.name, ...(await blogCounts(db, blog.id)) },
      message: saveMessage(state, edited !== null, blog.name, edited?.state ?? 'draft'),
      created_post: edited === null,
    };
    return ok(response);
  });

  app.post<{ Body: { post_id?: string; reblog_id?: string; reblog_key?: string } }>('/svc/post/fetch', { schema: fetchSchema }, async (request) => {
    const session = requireUser(request);
    const body = request.body;
    for (const id of [body.post_id, body.reblog_id]) {
      if (id !== undefined && !/^[0-9]{1,19}$/.test(id)) throw notFound(POST_NOT_FOUND);
    }
    let post: PostAccess;
    if (body.post_id !== undefined) post = await editTarget(db, body.post_id, session.userId);
    else if (body.reblog_id !== undefined && body.reblog_key !== undefined) post = await reblogTarget(db, body.reblog_id, body.reblog_key, session.userId);
    else throw badRequest('post_id or reblog_id and reblog_key are required.');
    return ok({
      post: await presentPostById(db, post.id, viewerOf(request)),
      editor_type: post.format,
      markdown: post.format === 'markdown' ? (post.markdown ?? {}) : null,
    });
  });

  app.post<{ Body: { embed_url?: string; embed_width: number } }>('/svc/post/get_video_data', { schema: videoSchema }, async (request: FastifyRequest<{ Body: { embed_url?: string; embed_width: number } }>) => {
    requireUser(request);
    const url = (request.body.embed_url ?? '').trim();
    if (!url) throw badRequest('embed_url is required.', [{ field: 'embed_url', detail: 'embed_url is required.' }]);
    return ok(videoData(url, request.body.embed_width));
  });
}
