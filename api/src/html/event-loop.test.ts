import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, it } from 'node:test';
import type { SaveResponse } from '../contracts.js';
import type { TestApp } from '../testing/app.js';
import { type Actors, withSeededApp } from '../testing/post-fixtures.js';
import { startSanitizer } from './sanitize.js';

const deepPost = (depth: number) => ({
  channel_id: 'tumbledemo',
  post: { type: 'text', state: '0', one: '', two: `${'<b>'.repeat(depth)}deep` },
});

describe('a deeply nested post does not stall the server', () => {
  let t: TestApp;
  let a: Actors;
  withSeededApp((app, people) => ([t, a] = [app, people]));

  it('saves a 20,000-deep body (flattened) while another user’s /services/poll answers within 200 ms', async (context) => {
    await startSanitizer();
    const bootstrap = (await a.friend.bootstrap()).envelope.response as unknown as { user: { polling_token: string } };
    const pollUrl = `/services/poll?token=${bootstrap.user.polling_token}&unread_messages=true&mention_keys=x`;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();

    let saving = true;
    const save = a.demo.post<SaveResponse>('/svc/post/update', deepPost(20_000)).finally(() => (saving = false));
    const polls: number[] = [];
    do {
      const started = performance.now();
      const poll = await t.app.inject({ url: pollUrl });
      polls.push(performance.now() - started);
      assert.equal(poll.statusCode, 200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (saving);
    delay.disable();

    const saved = await save;
    assert.equal(saved.statusCode, 200, saved.body);
    const body = (saved.envelope.response.post.content as { body: string }).body;
    assert.equal(body, `${'<b>'.repeat(100)}deep${'</b>'.repeat(100)}`);
    context.diagnostic(`${polls.length} polls, slowest ${Math.max(...polls).toFixed(0)} ms; event loop delay max ${(delay.max / 1e6).toFixed(0)} ms`);
    assert.ok(polls.length >= 1);
    assert.ok(Math.max(...polls) < 200, `slowest poll ${Math.max(...polls).toFixed(0)} ms`);
  });

  it('answers a 5,000-deep body with a saved post, not a 500', async () => {
    const saved = await a.demo.post('/svc/post/update', deepPost(5000));
    assert.equal(saved.statusCode, 200, saved.body);
  });
});
