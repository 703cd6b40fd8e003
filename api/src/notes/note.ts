/** One note of a post, as GET /svc/post/{id}/notes and POST /svc/reply answer it. */
export interface PostNote {
  id: string;
  type: 'like' | 'reblog' | 'reply' | 'posted';
  /** Unix seconds. */
  timestamp: number;
  blog: { name: string; avatar_url: string };
  reply_text?: string;
  reblog_parent?: string | null;
}

export interface NoteRow {
  kind: PostNote['type'];
  /** Microseconds since the epoch, as text: the first part of the cursor. */
  at_us: string;
  /** Id of the like's user, the reblog, the reply or the post: the tie-breaker of the cursor. */
  key: string;
  blog_name: string | null;
  avatar_url: string | null;
  reply_text: string | null;
  reblog_parent: string | null;
}

/** Order among notes of the same instant, and the cursor's middle part. */
export const KIND_RANK: Record<PostNote['type'], number> = { posted: 0, like: 1, reblog: 2, reply: 3 };

const ID_PREFIX: Record<PostNote['type'], string> = { posted: 'p', like: 'l', reblog: 'b', reply: 'r' };

export function toPostNote(row: NoteRow): PostNote {
  const note: PostNote = {
    id: `${ID_PREFIX[row.kind]}${row.key}`,
    type: row.kind,
    timestamp: Math.floor(Number(BigInt(row.at_us) / 1_000_000n)),
    blog: { name: row.blog_name ?? '', avatar_url: row.avatar_url ?? '' },
  };
  if (row.kind === 'reply') note.reply_text = row.reply_text ?? '';
  if (row.kind === 'reblog') note.reblog_parent = row.reblog_parent;
  return note;
}

export interface NoteCursor {
  atUs: string;
  rank: number;
  key: string;
}

export function encodeCursor(row: NoteRow): string {
  return Buffer.from(`${row.at_us}.${KIND_RANK[row.kind]}.${row.key}`).toString('base64url');
}

/** The cursor's parts, or null when it was not made by encodeCursor. */
export function decodeCursor(cursor: string): NoteCursor | null {
  const match = /^(-?\d{1,19})\.([0-3])\.(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) return null;
  const [, atUs, rank, key] = match;
  if (BigInt(atUs!) > 9_223_372_036_854_775_807n || BigInt(atUs!) < -9_223_372_036_854_775_807n || BigInt(key!) > 9_223_372_036_854_775_807n) return null;
  return { atUs: atUs!, rank: Number(rank), key: key! };
}
