import type { FastifyInstance } from 'fastify';
import shared from '@tumbledash/shared/contracts';
import { requireAdmin } from '../accounts/admin.js';
import { requireUser } from '../accounts/session.js';
import type { PostReport, ReportReason } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { badRequest, forbidden, HttpError, notFound, ok } from '../http/envelope.js';
import { blogNameField, formKeyField, postIdField } from '../posts/fields.js';
import { postUrl } from '../posts/present.js';
import { rejectUnknownFields } from '../posts/unknown-fields.js';
import { loadVisiblePost, POST_NOT_FOUND } from '../posts/visibility.js';
import { rateLimits } from '../rate-limit/limits.js';
import { flagReportedSensitive } from './flag.js';
import { toBlogFlags } from '../moderation/flags.js';

const { REPORT_REASONS, SHARE_LIMITS } = shared;

export const REPORT_ERRORS = {
  own: 'You cannot report your own post.',
  twice: 'You already reported this post.',
  otherText: 'Say what is wrong with this post.',
  admins: 'Only admins can see reports.',
  notPublic: 'This post cannot be reported.',
} as const;

const REPORTS_PAGE = 50;

interface ReportBody {
  post_id: string;
  tumblelog_name: string;
  reason: ReportReason;
  text?: string;
}

/** Reports of posts (A§2.8 "report this post"): one per person per post, listed for admins. */
export async function reportRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  rejectUnknownFields(app);

  app.post<{ Body: ReportBody }>(
    '/svc/post/report',
    {
      config: { rateLimit: rateLimits.reports },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['post_id', 'tumblelog_name', 'reason'],
          properties: {
            post_id: postIdField,
            tumblelog_name: blogNameField,
            reason: { type: 'string', enum: REPORT_REASONS },
            text: { type: 'string', maxLength: SHARE_LIMITS.reportTextMax },
            form_key: formKeyField,
          },
        },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const body = request.body;
      const text = (body.text ?? '').trim();
      if (body.reason === 'other' && !text) throw badRequest(REPORT_ERRORS.otherText, [{ field: 'text', detail: REPORT_ERRORS.otherText }]);
      const post = await loadVisiblePost(db, body.post_id, userId);
      if (post.blog_name !== body.tumblelog_name.toLowerCase()) throw notFound(POST_NOT_FOUND);
      if (post.role !== null) throw forbidden(REPORT_ERRORS.own);
      if (post.state !== 'published' || post.is_private) throw forbidden(REPORT_ERRORS.notPublic);
      const flagged = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('post_reports')
          .values({ post_id: post.id, reporter_user_id: userId, reason: body.reason, text })
          .onConflict((conflict) => conflict.columns(['reporter_user_id', 'post_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new HttpError(409, REPORT_ERRORS.twice);
        return body.reason === 'sensitive' ? flagReportedSensitive(trx, post.id) : false;
      });
      return ok({ reported: true, flagged_nsfw: flagged || post.flagged_nsfw });
    },
  );

  app.get<{ Querystring: { before?: string } }>(
    '/svc/admin/reports',
    { schema: { querystring: { type: 'object', properties: { before: postIdField } } } },
    async (request) => {
      const { userId } = requireUser(request);
      await requireAdmin(db, userId, REPORT_ERRORS.admins);
      const rows = await db
        .selectFrom('post_reports as r')
        .innerJoin('posts as p', 'p.id', 'r.post_id')
        .innerJoin('blogs as b', 'b.id', 'p.blog_id')
        .innerJoin('users as u', 'u.id', 'r.reporter_user_id')
        .select(['r.id', 'r.post_id', 'r.reason', 'r.text', 'r.created_at', 'p.slug', 'p.flagged_nsfw', 'b.name as blog_name', 'u.email'])
        .select(['b.flagged_spam', 'b.flagged_nsfw as blog_flagged_nsfw', 'b.flagged_adult', 'b.uniblocked', 'b.suspended'])
        .$if(request.query.before !== undefined, (query) => query.where('r.id', '<', request.query.before!))
        .orderBy('r.id', 'desc')
        .limit(REPORTS_PAGE + 1)
        .execute();
      const reports: PostReport[] = rows.slice(0, REPORTS_PAGE).map((row) => ({
        id: row.id,
        post_id: row.post_id,
        post_url: postUrl(row.blog_name, row.post_id, row.slug),
        tumblelog_name: row.blog_name,
        reporter_email: row.email,
        reason: row.reason,
        text: row.text,
        post_flagged_nsfw: row.flagged_nsfw,
        created_at: row.created_at.toISOString(),
        blog_flags: toBlogFlags({ ...row, flagged_nsfw: row.blog_flagged_nsfw }),
      }));
      return ok({ reports, next_before: rows.length > REPORTS_PAGE ? reports[reports.length - 1]!.id : null });
    },
  );
}
