import { TECHNICAL_TROUBLE } from '@tumbledash/shared';
import { ACTION_ENDPOINTS, actionRequest, alertText, outcomeEvent, outcomeOfStatus } from './action-table';

describe('action table (A§7.1, A§7.3)', () => {
  it.each([
    ['like', 'POST', '/svc/like'],
    ['unlike', 'POST', '/svc/unlike'],
    ['fast_reblog', 'POST', '/fast_reblog'],
    ['reply', 'POST', '/svc/reply'],
    ['publish', 'POST', '/publish'],
    ['delete', 'POST', '/svc/post/delete'],
    ['promote', 'POST', '/svc/promote'],
    ['unpromote', 'POST', '/svc/unpromote'],
    ['answer', 'POST', '/answer'],
    ['deny_submission', 'POST', '/deny_submission'],
    ['approve_submission', 'POST', '/approve_submission'],
    ['follow', 'POST', '/svc/follow'],
    ['unfollow', 'POST', '/svc/unfollow'],
    ['block', 'POST', '/svc/block/add'],
  ])('%s → %s %s', (action, method, url) => {
    expect(actionRequest(action)).toEqual({ method, url });
  });

  it('puts the encoded blog name in the subscription path, POST to subscribe and DELETE to unsubscribe', () => {
    expect(actionRequest('subscribe', 'alice')).toEqual({ method: 'POST', url: '/svc/blog/alice/subscription' });
    expect(actionRequest('unsubscribe', 'a b')).toEqual({ method: 'DELETE', url: '/svc/blog/a%20b/subscription' });
    expect(() => actionRequest('subscribe')).toThrow('The post action "subscribe" needs a blog name');
  });

  it('a missing endpoint throws an error naming the action', () => {
    expect(ACTION_ENDPOINTS.remove_app_attribution).toBeNull();
    expect(() => actionRequest('remove_app_attribution')).toThrow('No endpoint for the post action "remove_app_attribution"');
    expect(() => actionRequest('toString')).toThrow('No endpoint for the post action "toString"');
  });
});

describe('status handling (A§8.3)', () => {
  it.each([
    [200, 'success'],
    [204, 'success'],
    [401, 'failure'],
    [404, 'failure'],
    [500, 'failure'],
    [503, 'failure'],
    [0, 'failure'],
    [400, 'failure'],
    [409, 'failure'],
    [429, 'failure'],
    [403, 'forbidden'],
  ] as const)('%i → %s', (status, outcome) => {
    expect(outcomeOfStatus(status)).toBe(outcome);
  });

  it.each([401, 404, 500, 0])('%i alerts the technical-trouble text, whatever the server said', (status) => {
    expect(alertText(status, 'Internal detail')).toBe(TECHNICAL_TROUBLE);
    expect(TECHNICAL_TROUBLE).toBe('Sorry, we seem to be having technical trouble.  Please try again later.');
  });

  it('other refusals alert what the server said, or technical trouble when it said nothing', () => {
    expect(alertText(403, 'You can’t like your own post.')).toBe('You can’t like your own post.');
    expect(alertText(409, 'Only drafts can be published.')).toBe('Only drafts can be published.');
    expect(alertText(400, ' ')).toBe(TECHNICAL_TROUBLE);
    expect(alertText(200, 'OK')).toBeNull();
  });

  it('names the outcome event after the action', () => {
    expect(outcomeEvent('like', 'success')).toBe('like:success');
    expect(outcomeEvent('publish', 'failure')).toBe('publish:failure');
    expect(outcomeEvent('reply', 'forbidden')).toBe('reply:forbidden');
  });
});
