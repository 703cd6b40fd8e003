import { sendFlagSave } from './send-flags';

test('a flag is saved as A§7.1 writes it: tumblelog[flag] on or off', () => {
  expect(sendFlagSave('alice', 'twitter_send_posts', true)).toEqual({ tumblelog_name_or_id: 'alice', page: 'blog', 'tumblelog[twitter_send_posts]': 'on' });
  expect(sendFlagSave('alice', 'facebook_opengraph_send_posts', false)).toEqual({
    tumblelog_name_or_id: 'alice',
    page: 'blog',
    'tumblelog[facebook_opengraph_send_posts]': 'off',
  });
});
