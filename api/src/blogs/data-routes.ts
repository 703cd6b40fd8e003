import type { FastifyInstance } from 'fastify';
import { loadChannels } from '../accounts/bootstrap.js';
import { requireUser } from '../accounts/session.js';
import { activityNotifications, MEMBERS_ONLY } from '../activity/routes.js';
import type { TumblelogData } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { forbidden, ok } from '../http/envelope.js';
import { loadViewableBlog, toBlogHeader } from '../peepr/blog-access.js';
import { viewerOf } from '../posts/acting-blog.js';
import { blogNameField } from '../posts/fields.js';
import { notesPerDay } from '../sparkline/routes.js';
import { toChannel } from './view.js';

export const MEMBER_DATA_ONLY = 'Only members of this blog can see its member data.';

/** As many notifications as the activity popover loads by default. */
const NOTIFICATIONS = 50;

interface DataQuery {
  tumblelog: string;
  include_member_data?: boolean;
  include_activity_data?: boolean;
  include_activity_notifications?: boolean;
}

const dataQuery = {
  type: 'object',
  required: ['tumblelog'],
  properties: {
    tumblelog: blogNameField,
    include_member_data: { type: 'boolean' },
    include_activity_data: { type: 'boolean' },
    include_activity_notifications: { type: 'boolean' },
  },
} as const;

/** A§7.1 GET /svc/data/tumblelog: one blog's data, with what only its members see when they ask for it. */
export async function blogDataRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: DataQuery }>('/svc/data/tumblelog', { schema: { querystring: dataQuery } }, async (request) => {
    const query = request.query;
    const viewer = viewerOf(request);
    const blog = await loadViewableBlog(db, query.tumblelog, viewer);
    const response: TumblelogData = { tumblelog: toBlogHeader(blog, viewer) };
    if (!query.include_member_data && !query.include_activity_data && !query.include_activity_notifications) return ok(response);

    const session = requireUser(request);
    if (blog.role === null) throw forbidden(query.include_member_data ? MEMBER_DATA_ONLY : MEMBERS_ONLY);
    const [channels, days, notifications, user] = await Promise.all([
      query.include_member_data ? loadChannels(db, session.userId, session.currentBlogId, blog.id) : [],
      query.include_activity_data ? notesPerDay(db, blog.id) : null,
      query.include_activity_notifications ? activityNotifications(db, blog.id, NOTIFICATIONS) : null,
      query.include_member_data ? db.selectFrom('users').select('can_message').where('id', '=', session.userId).executeTakeFirstOrThrow() : null,
    ]);
    if (channels[0] && user) response.member_data = toChannel(channels[0], session.currentBlogId, user.can_message);
    if (days) response.activity_data = { sparkline: days.map((day) => day.count) };
    if (notifications) response.activity_notifications = notifications;
    return ok(response);
  });
}
