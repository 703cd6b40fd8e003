import type { PostModel } from '../post-form/post-model';

/** Where an open form's content is kept while the person types, so a reload or crash loses nothing. */
export interface StoredDraft {
  savedAt: number;
  model: PostModel;
}

const PREFIX = 'td-compose:draft:';

/** One draft per user, mode and post (new posts: per type; reblogs: per reblogged post). */
export function draftKey(user: string, mode: PostModel['mode'], id: string): string {
  return `${PREFIX}${user}:${mode}:${id}`;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const model = record.model as Record<string, unknown> | null | undefined;
  return (
    typeof record.savedAt === 'number' &&
    typeof model === 'object' &&
    model !== null &&
    typeof model.slots === 'object' &&
    model.slots !== null &&
    Array.isArray(model.tags)
  );
}

/** localStorage, or nothing where it is unavailable (private modes, full storage): saving is best effort. */
function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export class DraftStore {
  constructor(
    private readonly storage: Storage | null = defaultStorage(),
    private readonly now: () => number = Date.now,
  ) {}

  save(key: string, model: PostModel): void {
    try {
      this.storage?.setItem(key, JSON.stringify({ savedAt: this.now(), model } satisfies StoredDraft));
    } catch {
      // Storage full or refused: the form still holds the content.
    }
  }

  load(key: string): StoredDraft | null {
    try {
      const raw = this.storage?.getItem(key);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      return isStoredDraft(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  clear(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to do: it was never there or cannot be reached.
    }
  }
}

export const draftStore = new DraftStore();
