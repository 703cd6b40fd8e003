import type { PostNote } from '../actions/api-types';

/** What a note says after its blog name. */
export function noteText(note: PostNote): string {
  switch (note.type) {
    case 'like':
      return 'liked this';
    case 'reblog':
      return note.reblog_parent ? `reblogged this from ${note.reblog_parent}` : 'reblogged this';
    case 'reply':
      return note.reply_text ?? '';
    case 'posted':
      return 'posted this';
  }
}
