import { makeBlog, makePost } from '../test-support/fixtures';
import { afterFollowChange, withBlogFlags } from './follow-state';

describe('afterFollowChange (A§4.3)', () => {
  it('following sets can_subscribe', () => {
    expect(afterFollowChange({ following: false, can_subscribe: false, is_subscribed: false }, true)).toEqual({
      following: true,
      can_subscribe: true,
      is_subscribed: false,
    });
  });

  it('unfollowing clears is_subscribed', () => {
    expect(afterFollowChange({ following: true, can_subscribe: true, is_subscribed: true }, false)).toEqual({
      following: false,
      can_subscribe: true,
      is_subscribed: false,
    });
  });
});

describe('withBlogFlags', () => {
  const follow = (flags: Parameters<typeof afterFollowChange>[0]) => afterFollowChange(flags, true);

  it('changes the author blog and the post’s following flag', () => {
    const post = makePost('1', undefined, { tumblelog: 'bob', following: false });
    const bob = { ...post.blog, following: false, can_subscribe: false };
    const next = withBlogFlags({ ...post, blog: bob }, 'bob', follow);
    expect(next.following).toBe(true);
    expect(next.blog).toMatchObject({ name: 'bob', following: true, can_subscribe: true });
  });

  it('changes the parent, root and reblog source where the blog appears', () => {
    const post = makePost('1', undefined, {
      parent_blog: makeBlog('carol', { following: false }),
      root_blog: makeBlog('carol', { following: false }),
      reblog_source: { name: 'carol', following: false },
    });
    const next = withBlogFlags(post, 'carol', follow);
    expect(next.parent_blog?.following).toBe(true);
    expect(next.root_blog?.following).toBe(true);
    expect(next.reblog_source?.following).toBe(true);
    expect(next.blog).toBe(post.blog);
  });

  it('returns the same post when the blog is not in it or nothing changes', () => {
    const post = makePost('1');
    expect(withBlogFlags(post, 'zed', follow)).toBe(post);
    expect(withBlogFlags(post, 'alice', (flags) => flags)).toBe(post);
  });
});
