import { useCallback, useEffect, useState } from 'react';
import { Avatar, Spinner, api, bus, isCancel, session, toApiError } from '@tumbledash/shared';
import type { NotesPage, PostNote, ReplyResponse } from '../actions/api-types';
import { actionEvents } from '../actions/run-action';
import { BlogLink } from '../post-card/blog-link';
import { noteText } from './note-text';
import { notesUrl } from './notes-url';
import { withOwnLike } from './own-like';
import './notes.css';

interface NotesState {
  notes: PostNote[];
  next: string | null;
  status: 'loading' | 'idle' | 'error';
  error: string | null;
}

/** The notes of a post (likes, reblogs, replies), newest first, a page at a time. */
export function NotesList({ postId, id }: { postId: string; id: string }) {
  const [state, setState] = useState<NotesState>({ notes: [], next: null, status: 'loading', error: null });

  const load = useCallback(
    async (before: string | null, signal?: AbortSignal) => {
      setState((current) => ({ ...current, status: 'loading', error: null }));
      try {
        const page = await api.get<NotesPage>(notesUrl(postId, before), { signal });
        setState((current) => ({
          notes: before === null ? page.notes : [...current.notes, ...page.notes],
          next: page.next,
          status: 'idle',
          error: null,
        }));
      } catch (error) {
        if (isCancel(error)) return;
        setState((current) => ({ ...current, status: 'error', error: toApiError(error).message }));
      }
    },
    [postId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load]);

  // A reply written from this card shows at the top straight away.
  useEffect(() => {
    const subscription = actionEvents.on('reply:success').subscribe((event) => {
      const response = event.response as ReplyResponse | undefined;
      if (event.subject !== postId || !response) return;
      setState((current) => ({ ...current, notes: [response.note, ...current.notes.filter((note) => note.id !== response.note.id)] }));
    });
    return () => subscription.unsubscribe();
  }, [postId]);

  // A like or unlike shows as the count does: at once, and undone with it when the server refuses.
  useEffect(() => {
    const subscription = bus.on('post:updated').subscribe(({ id: changed, patch }) => {
      if (changed !== postId || patch.liked === undefined) return;
      const liked = patch.liked;
      const ownBlogs = session.get().channels.map((channel) => channel.name);
      setState((current) => ({ ...current, notes: withOwnLike(current.notes, liked, session.currentChannel(), ownBlogs) }));
    });
    return () => subscription.unsubscribe();
  }, [postId]);

  return (
    <section id={id} className="td-dash-notes" aria-label="Notes" aria-busy={state.status === 'loading'}>
      {state.notes.length > 0 && (
        <ol className="td-dash-notes__list">
          {state.notes.map((note) => (
            <li key={note.id} className={`td-dash-notes__note td-dash-notes__note--${note.type}`}>
              <Avatar src={note.blog.avatar_url} name={note.blog.name} size={24} />
              <p className="td-dash-notes__text">
                <BlogLink name={note.blog.name} /> {noteText(note)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {state.status === 'idle' && state.notes.length === 0 && <p className="td-dash-notes__empty">No notes yet.</p>}
      {state.status === 'loading' && <Spinner label="Loading notes" />}
      {state.status === 'error' && (
        <div className="td-dash-notes__error">
          <p role="alert">{state.error}</p>
          <button type="button" className="td-dash-button td-dash-button--secondary" onClick={() => void load(state.next)}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'idle' && state.next !== null && (
        <button type="button" className="td-dash-button td-dash-button--secondary" onClick={() => void load(state.next)}>
          Show more notes
        </button>
      )}
    </section>
  );
}
