import {
  NO_UNREAD,
  OVERRIDE_EXPIRY_MS,
  applyServerCounts,
  badgeText,
  conversationCount,
  effectiveCounts,
  markReadLocally,
  nextExpiry,
  pruneOverrides,
  sameCounts,
  selectorTotal,
  setServerCount,
  totals,
} from './unread';

const polled = applyServerCounts(NO_UNREAD, { blogA: { c1: 2, c2: 3 }, blogB: { c3: 1, c4: 0 } });

describe('unread counts', () => {
  it('takes per-blog, per-conversation counts from a poll and totals them', () => {
    expect(totals(effectiveCounts(polled, 0))).toEqual({ total: 6, perBlog: { blogA: 5, blogB: 1 } });
    expect(conversationCount(effectiveCounts(polled, 0), 'c2')).toBe(3);
  });

  it('drops zero and nonsense counts', () => {
    const state = applyServerCounts(NO_UNREAD, { blogA: { c1: -2, c2: Number.NaN, c3: 1.7 } });
    expect(state.server).toEqual({ blogA: { c3: 1 } });
  });

  it('keeps a local 0 for 500 ms even if a stale poll says otherwise', () => {
    let state = markReadLocally(polled, 'c1', 1000);
    state = applyServerCounts(state, { blogA: { c1: 2, c2: 3 }, blogB: { c3: 1 } });
    expect(conversationCount(effectiveCounts(state, 1000), 'c1')).toBe(0);
    expect(conversationCount(effectiveCounts(state, 1000 + OVERRIDE_EXPIRY_MS - 1), 'c1')).toBe(0);
    expect(conversationCount(effectiveCounts(state, 1000 + OVERRIDE_EXPIRY_MS), 'c1')).toBe(2);
  });

  it('says when the next override expires and forgets expired ones', () => {
    let state = markReadLocally(polled, 'c1', 1000);
    state = markReadLocally(state, 'c2', 1200);
    expect(nextExpiry(state, 1100)).toBe(1500);
    expect(nextExpiry(state, 1500)).toBe(1700);
    expect(nextExpiry(state, 1700)).toBeNull();
    expect(pruneOverrides(state, 1600).overrides).toEqual({ c2: 1700 });
    const pruned = pruneOverrides(state, 1000);
    expect(pruned).toBe(state);
  });

  it('sets one count after the server confirmed a read', () => {
    const state = setServerCount(polled, 'blogA', 'c1', 0);
    expect(totals(effectiveCounts(state, 0)).perBlog.blogA).toBe(3);
  });

  it('compares counts ignoring zero entries', () => {
    expect(sameCounts({ a: { c: 1 } }, { a: { c: 1, d: 0 } })).toBe(true);
    expect(sameCounts({ a: { c: 1 } }, { a: { c: 2 } })).toBe(false);
    expect(sameCounts({}, { a: {} })).toBe(true);
  });
});

describe('badges', () => {
  it('caps at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('totals the other blogs for the blog selector, never below 0', () => {
    expect(selectorTotal({ a: 2, b: 3 }, 'a')).toBe(3);
    expect(selectorTotal({ a: 2, b: 3 }, 'a', true)).toBe(5);
    expect(selectorTotal({ a: -4 }, null)).toBe(0);
  });
});
