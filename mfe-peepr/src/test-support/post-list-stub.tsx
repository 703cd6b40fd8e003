/**
 * Stands in for `../posts/post-list` (the dashboard's card comes through Module Federation): a list item per post,
 * by its id. `jest.mock('../posts/post-list', () => jest.requireActual('../test-support/post-list-stub'))`.
 */
export function PostList({ posts, label }: { posts: { id: string; safe_mode_blurred?: boolean }[]; label: string }) {
  return (
    <ul aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>{`Post ${post.id}${post.safe_mode_blurred ? ' (blurred)' : ''}`}</li>
      ))}
    </ul>
  );
}
