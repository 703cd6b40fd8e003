import { makePost } from '../test-support/fixtures';
import { postMenuChoices, type MenuFacts } from './post-menu-items';

const labels = (items: ReturnType<typeof postMenuChoices>) => items.map((item) => item.label);
const other: MenuFacts = { role: null, pageTag: null };

describe('postMenuChoices', () => {
  it('offers unfollow, subscribe and block on a followed blog’s post', () => {
    expect(labels(postMenuChoices(makePost('1'), other))).toEqual(['Unfollow alice', 'Subscribe to alice', 'Block alice']);
  });

  it('offers unsubscribe once subscribed, and only block when not following', () => {
    const post = makePost('1');
    expect(labels(postMenuChoices({ ...post, blog: { ...post.blog, is_subscribed: true } }, other))).toContain(
      'Unsubscribe from alice',
    );
    expect(labels(postMenuChoices({ ...post, blog: { ...post.blog, following: false } }, other))).toEqual(['Block alice']);
  });

  it('offers edit and delete to a member of the post’s blog', () => {
    expect(labels(postMenuChoices(makePost('1', undefined, { is_mine: true }), { ...other, role: 'member' }))).toEqual([
      'Edit',
      'Delete',
    ]);
  });

  it('lets an owner feature a published post in the tag of the page, and stop featuring it', () => {
    const post = makePost('1', undefined, { is_mine: true, tags: ['Cats', 'dogs'] });
    const owner: MenuFacts = { role: 'owner', pageTag: 'cats' };
    expect(labels(postMenuChoices(post, owner))).toEqual(['Edit', 'Delete', 'Feature in #Cats']);
    expect(labels(postMenuChoices(post, { ...owner, role: 'member' }))).toEqual(['Edit', 'Delete']);
    expect(labels(postMenuChoices(post, { ...owner, pageTag: 'birds' }))).toEqual(['Edit', 'Delete']);
    const promoted = { ...post, promotions: [{ tag: 'Cats', tag_id: 't1' }] };
    expect(labels(postMenuChoices(promoted, owner))).toEqual(['Edit', 'Delete', 'Stop featuring in #Cats']);
    expect(labels(postMenuChoices({ ...post, state: 'draft' }, owner))).toEqual(['Edit', 'Delete']);
  });
});
