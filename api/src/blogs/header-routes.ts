import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import { BLOG_DESCRIPTION_MAX, BLOG_FONTS, BLOG_TITLE_MAX, THEME_COLOR_PATTERN, type HeaderSave, type ThemeParams } from '../contracts.js';
import { sanitizeHtml } from '../compose/sanitize.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { viewerOf } from '../posts/acting-blog.js';
import { blogNameField, strictBody } from '../posts/fields.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { loadViewableBlog, toBlogHeader } from '../peepr/blog-access.js';
import { plainText } from '../html/plain-text.js';

const color = { type: 'string', pattern: THEME_COLOR_PATTERN } as const;
/** How much longer than its text a description's HTML may be: `&quot;` is six characters for one. */
const DESCRIPTION_MARKUP_ROOM = 8;
const DESCRIPTION_TOO_LONG = `The description can be at most ${BLOG_DESCRIPTION_MAX} characters.`;
const mediaPath = { type: 'string', maxLength: 300, pattern: '^(/media/[A-Za-z0-9._-]+)?$' } as const;

const tumblelogFields = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: BLOG_TITLE_MAX },
    // The limit is on the text a person typed (checked below); its markup and escaping may take several times as many characters.
    description: { type: 'string', maxLength: BLOG_DESCRIPTION_MAX * DESCRIPTION_MARKUP_ROOM },
    avatar_url: mediaPath,
    header_image: mediaPath,
    title_font: { type: 'string', enum: BLOG_FONTS },
    title_color: color,
    title_font_weight: { type: 'string', enum: ['bold', 'regular'] },
    background_color: color,
    link_color: color,
    header_stretch: { type: 'boolean' },
    show_header_image: { type: 'boolean' },
    show_avatar: { type: 'boolean' },
    avatar_shape: { type: 'string', enum: ['circle', 'square'] },
    show_title: { type: 'boolean' },
    show_description: { type: 'boolean' },
  },
} as const;

const getSchema = {
  querystring: { type: 'object', required: ['tumblelog_name_or_id'], properties: { tumblelog_name_or_id: blogNameField } },
} as const;
const saveSchema = { body: strictBody({ tumblelog_name_or_id: blogNameField, tumblelog: tumblelogFields }, ['tumblelog_name_or_id', 'tumblelog']) } as const;

const THEME_KEYS = [
  'title_font', 'title_color', 'title_font_weight', 'background_color', 'link_color', 'header_stretch',
  'show_header_image', 'show_avatar', 'avatar_shape', 'show_title', 'show_description',
] as const satisfies readonly (keyof ThemeParams)[];

/** GET and save /svc/indash_blog/header (B§7): the blog viewer's header; only the blog's owner saves it. */
export async function blogHeaderRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  rejectUnknownFields(app);

  app.get<{ Querystring: { tumblelog_name_or_id: string } }>('/svc/indash_blog/header', { schema: getSchema }, async (request) => {
    const viewer = viewerOf(request);
    const blog = await loadViewableBlog(db, request.query.tumblelog_name_or_id, viewer);
    return ok({ tumblelog: toBlogHeader(blog, viewer) });
  });

  app.post<{ Body: { tumblelog_name_or_id: string; tumblelog: HeaderSave } }>('/svc/indash_blog/header', { schema: saveSchema }, async (request) => {
    const session = requireUser(request);
    const viewer = viewerOf(request);
    const blog = await loadViewableBlog(db, request.body.tumblelog_name_or_id, viewer);
    if (blog.role !== 'owner') throw forbidden('Only the owner of this blog can change its header.');
    const input = request.body.tumblelog;
    // Images must be the owner's own uploads (no pointing a header at someone else's file).
    for (const field of ['avatar_url', 'header_image'] as const) {
      const url = input[field];
      if (!url) continue;
      const upload = await db
        .selectFrom('uploads')
        .select('id')
        .where('name', '=', url.slice('/media/'.length))
        .where('kind', '=', 'image')
        .where('owner_user_id', '=', session.userId)
        .executeTakeFirst();
      if (!upload) throw badRequest(`${field} is not an image you uploaded.`, [{ field, detail: `${field} is not an image you uploaded.` }]);
    }
    const theme: Partial<ThemeParams> = { ...blog.theme };
    for (const key of THEME_KEYS) {
      if (input[key] !== undefined) (theme as Record<string, unknown>)[key] = input[key];
    }
    if (input.header_image !== undefined) theme.header_image_focused = input.header_image || null;
    const title = input.title?.trim();
    const description = input.description === undefined ? undefined : await sanitizeHtml(input.description);
    if (description !== undefined && plainText(description).length > BLOG_DESCRIPTION_MAX) {
      throw badRequest(DESCRIPTION_TOO_LONG, [{ field: 'tumblelog.description', detail: DESCRIPTION_TOO_LONG }]);
    }
    await db
      .updateTable('blogs')
      .set({
        theme: JSON.stringify(theme),
        ...(title !== undefined ? { title } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(input.avatar_url ? { avatar_url: input.avatar_url } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', blog.id)
      .execute();
    const saved = await loadViewableBlog(db, blog.name, viewer);
    return ok({ tumblelog: toBlogHeader(saved, viewer) });
  });
}
