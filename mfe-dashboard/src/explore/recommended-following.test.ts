import type { ExploreData } from '@tumbledash/shared';
import { withRecommendedFollowing } from './recommended-following';

const data: ExploreData = {
  tags: [],
  blogs: [
    { name: 'quote-keeper', title: 'Quotes', avatar_url: '', following: false, updated: null },
    { name: 'cat-facts', title: 'Cats', avatar_url: '', following: true, updated: null },
  ],
};

test('a follow or unfollow shows on that recommended blog only', () => {
  expect(withRecommendedFollowing(data, 'quote-keeper', true).blogs.map((blog) => blog.following)).toEqual([true, true]);
  expect(withRecommendedFollowing(data, 'cat-facts', false).blogs.map((blog) => blog.following)).toEqual([false, false]);
});

test('a blog not recommended, or already shown so, leaves the data as it is', () => {
  expect(withRecommendedFollowing(data, 'someone-else', true)).toBe(data);
  expect(withRecommendedFollowing(data, 'cat-facts', true)).toBe(data);
});
