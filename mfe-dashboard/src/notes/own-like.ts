import type { Channel } from '@tumbledash/shared';
import type { PostNote } from '../actions/api-types';

/**
 * The notes with the person's like shown as it now stands: a like (A§4.6) is one per person, written by the
 * current blog, so liking puts that blog's "liked this" at the top (unless a like of theirs is listed already) and
 * unliking takes out any like by one of their blogs.
 */
export function withOwnLike(notes: PostNote[], liked: boolean, current: Channel | null, ownBlogs: readonly string[]): PostNote[] {
  const own = (note: PostNote) => note.type === 'like' && ownBlogs.includes(note.blog.name);
  if (!liked) return notes.some(own) ? notes.filter((note) => !own(note)) : notes;
  if (!current || notes.some(own)) return notes;
  const like: PostNote = {
    id: `like-${current.name}`,
    type: 'like',
    timestamp: Math.floor(Date.now() / 1000),
    blog: { name: current.name, avatar_url: current.avatar_url },
  };
  return [like, ...notes];
}
