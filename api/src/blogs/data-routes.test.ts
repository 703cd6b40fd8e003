import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MEMBERS_ONLY } from '../activity/routes.js';
import type { ActivityNotification, BootstrapResponse, Sparkline, TumblelogData } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { insertPost, type Actors, withSeededApp } from '../testing/post-fixtures.js';
import { MEMBER_DATA_ONLY } from './data-routes.js';

/** A§7.1 GET /svc/data/tumblelog. */
describe('blog data', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('answers the blog’s header to anyone who may see the blog', async () => {
    const data = await a.anonymous.get<TumblelogData>('/svc/data/tumblelog?tumblelog=Friendly');
    assert.equal(data.statusCode, 200, data.body);
    assert.equal(data.envelope.response.tumblelog.name, 'friendly');
    assert.deepEqual(Object.keys(data.envelope.response), ['tumblelog']);
    assert.equal((await a.anonymous.get('/svc/data/tumblelog?tumblelog=no-such-blog')).statusCode, 404);
    assert.equal((await a.anonymous.get('/svc/data/tumblelog')).statusCode, 400);
    const empty = await a.anonymous.get('/svc/data/tumblelog?tumblelog=');
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.envelope.meta.msg, 'tumblelog must not be empty.');
    assert.equal((await a.anonymous.get('/svc/data/tumblelog?tumblelog=friendly&include_member_data=perhaps')).statusCode, 400);
  });

  it('gives a member the blog’s channel data, sparkline and notifications when asked, from the same sources as elsewhere', async () => {
    const post = await insertPost(t.db, 'tumbledemo');
    assert.equal((await a.friend.post('/svc/like', { id: post.id, root_id: post.id, key: post.reblog_key, placement_id: null })).statusCode, 200);
    const data = await a.demo.get<TumblelogData>('/svc/data/tumblelog?tumblelog=tumbledemo&include_member_data=true&include_activity_data=true&include_activity_notifications=true');
    assert.equal(data.statusCode, 200, data.body);
    const bootstrap = await a.demo.get<BootstrapResponse>('/svc/bootstrap');
    assert.deepEqual(data.envelope.response.member_data, bootstrap.envelope.response.channels.find((channel) => channel.name === 'tumbledemo'));
    const sparkline = await a.demo.get<Sparkline>('/svc/blog/tumbledemo/activity/sparkline');
    assert.deepEqual(data.envelope.response.activity_data, { sparkline: sparkline.envelope.response.days.map((day) => day.count) });
    assert.equal(data.envelope.response.activity_data?.sparkline.length, 30);
    assert.ok((data.envelope.response.activity_data?.sparkline.at(-1) ?? 0) >= 1);
    const activity = await a.demo.get<{ notifications: ActivityNotification[] }>('/svc/blog/tumbledemo/activity');
    assert.deepEqual(data.envelope.response.activity_notifications, activity.envelope.response.notifications);
    assert.equal(data.envelope.response.activity_notifications?.[0]?.type, 'like');

    const some = await a.demo.get<TumblelogData>('/svc/data/tumblelog?tumblelog=tumbledemo&include_activity_data=true');
    assert.deepEqual(Object.keys(some.envelope.response).sort(), ['activity_data', 'tumblelog']);
  });

  it('refuses member and activity data to anyone else', async () => {
    for (const include of ['include_member_data', 'include_activity_data', 'include_activity_notifications']) {
      const refused = await a.friend.get(`/svc/data/tumblelog?tumblelog=tumbledemo&${include}=true`);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.envelope.meta.msg, include === 'include_member_data' ? MEMBER_DATA_ONLY : MEMBERS_ONLY);
      assert.equal((await a.anonymous.get(`/svc/data/tumblelog?tumblelog=tumbledemo&${include}=true`)).statusCode, 401);
    }
    assert.equal((await a.friend.get('/svc/data/tumblelog?tumblelog=tumbledemo&include_member_data=false')).statusCode, 200);
  });
});
