import type { PostNote } from '../actions/api-types';
import { makeChannel } from '../test-support/fixtures';
import { withOwnLike } from './own-like';

const note = (id: string, type: PostNote['type'], blog: string): PostNote => ({
  id,
  type,
  timestamp: 1_700_000_000,
  blog: { name: blog, avatar_url: `/a/${blog}.png` },
});

const names = (notes: PostNote[]) => notes.map((item) => `${item.blog.name} ${item.type}`);

describe('withOwnLike', () => {
  const others = [note('l1', 'like', 'carol'), note('r2', 'reply', 'me'), note('p3', 'posted', 'alice')];

  it('a like puts the current blog’s like at the top', () => {
    const notes = withOwnLike(others, true, makeChannel('me'), ['me', 'side']);
    expect(names(notes)).toEqual(['me like', 'carol like', 'me reply', 'alice posted']);
    expect(notes[0]?.blog.avatar_url).toBe(makeChannel('me').avatar_url);
  });

  it('a like already listed (from any of the person’s blogs) is not listed twice', () => {
    const notes = [note('l9', 'like', 'side'), ...others];
    expect(withOwnLike(notes, true, makeChannel('me'), ['me', 'side'])).toBe(notes);
  });

  it('an unlike takes out the person’s like, whichever of their blogs gave it, and nothing else', () => {
    const notes = [note('l9', 'like', 'side'), ...others];
    expect(names(withOwnLike(notes, false, makeChannel('me'), ['me', 'side']))).toEqual(['carol like', 'me reply', 'alice posted']);
  });

  it('changes nothing when there is nothing to change', () => {
    expect(withOwnLike(others, false, makeChannel('me'), ['me'])).toBe(others);
    expect(withOwnLike(others, true, null, [])).toBe(others);
  });
});
