import { useEffect, useId, useState } from 'react';
import type { GifResult } from '../api/api-types';
import { searchGifs } from '../api/messaging-api';
import { pick } from '../errors/error-text';
import { useDelayed } from '../util/use-delayed';

/** A-spec GIF search: debounce 250 ms, the query lowercased and trimmed. */
const DEBOUNCE_MS = 250;
const NO_GIFS = ['No GIFs for that. Try something else?', 'Nothing. Maybe another word?'] as const;

type Results = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; media: GifResult[]; empty: string };

/** Finds a GIF to send; only GIFs that know their post and blog can be sent (B§5). */
export function GifPicker({ onPick, leaving = false }: { onPick: (gif: GifResult) => void; leaving?: boolean }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const inputId = useId();
  const term = query.trim().toLowerCase();
  const showLoader = useDelayed(results.status === 'loading');

  useEffect(() => {
    if (!term) {
      setResults({ status: 'idle' });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setResults({ status: 'loading' });
      searchGifs(term, abort.signal)
        .then(({ media }) => {
          const usable = (media ?? []).filter((gif) => gif.postId && gif.postBlogUuid);
          setResults({ status: 'done', media: usable, empty: pick(NO_GIFS) });
        })
        .catch(() => {
          if (!abort.signal.aborted) setResults({ status: 'failed' });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [term]);

  return (
    <div
      className={leaving ? 'td-msg-picker td-msg-picker--leaving' : 'td-msg-picker'}
      role="group"
      aria-label="GIF search"
      aria-hidden={leaving || undefined}
      inert={leaving}
    >
      <label htmlFor={inputId} className="td-ui-visually-hidden">
        Find a GIF
      </label>
      <input
        id={inputId}
        type="search"
        className="td-msg-picker__search"
        placeholder="Find a GIF"
        autoComplete="off"
        autoFocus
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {showLoader && <p className="td-msg-muted">Searching…</p>}
      {results.status === 'failed' && <p className="td-msg-muted">Something went screwy.</p>}
      {results.status === 'done' && results.media.length === 0 && (
        <p className="td-msg-muted" role="status">
          {results.empty}
        </p>
      )}
      {results.status === 'done' && results.media.length > 0 && (
        <ul className="td-msg-picker__grid">
          {results.media.map((gif) => (
            <li key={`${gif.postId}-${gif.mediaUrl}`}>
              <button type="button" className="td-msg-picker__item" onClick={() => onPick(gif)}>
                <img src={gif.mediaUrl} alt={`GIF from ${gif.postBlog || 'a blog'}`} width={100} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
