import { useEffect, useId, useRef, useState } from 'react';
import { Popover, Spinner, type PopoverAnchor } from '@tumbledash/shared';
import type { GifMedia, GifSearchMessage } from '../compose/api-types';
import { GIF_QUERY_MAX_LENGTH, GifSearchClient, normalizeGifQuery, pickNoResultsMessage, visibleTags } from './gif-search-client';
import { gifImpressionData, gifSearchData, gifSelectData, logGifEvent } from './gif-log';
import './gif-search.css';

/** A§9.3 */
export const GIF_INPUT_DEBOUNCE_MS = 250;
export const GIF_RENDER_BATCH = 50;
export const GIF_RENDER_BATCH_DELAY_MS = 5;

type SearchStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'results'; query: string; media: GifMedia[]; message: GifSearchMessage | null; noResults: string }
  | { kind: 'failed'; error: string };

export const GIF_PRELOAD_POLL_MS = 1000;
/** Inserted anyway after this long: the post shows the GIF once it arrives. */
export const GIF_PRELOAD_MAX_POLLS = 5;

/** Loads the full image before it is inserted, so the post never shows a half-loaded GIF (A§4.12). */
function preload(url: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (image.complete || polls >= GIF_PRELOAD_MAX_POLLS) done();
    }, GIF_PRELOAD_POLL_MS);
    function done() {
      clearInterval(timer);
      resolve();
    }
    image.onload = done;
    image.onerror = done;
    image.src = url;
  });
}

export interface GifSearchPopoverProps {
  anchor: PopoverAnchor;
  onChoose: (media: GifMedia) => void;
  onClose: () => void;
  client?: GifSearchClient;
}

/**
 * The GIF search popover (A§2.7): search box, status area, loading bar and results grid. Searches, result sets
 * shown and the GIF picked go to the behaviour log (A§7.5).
 */
export function GifSearchPopover({ anchor, onChoose, onClose, client: given }: GifSearchPopoverProps) {
  const [client] = useState(() => given ?? new GifSearchClient());
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SearchStatus>({ kind: 'idle' });
  const [showAnyway, setShowAnyway] = useState(false);
  const [shown, setShown] = useState(GIF_RENDER_BATCH);
  const [choosing, setChoosing] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    const normalized = normalizeGifQuery(query);
    if (!normalized) {
      client.cancel();
      setStatus({ kind: 'idle' });
      return;
    }
    const timer = setTimeout(() => {
      setStatus({ kind: 'loading' });
      client.search(normalized).then(
        (record) => {
          if (!record) return;
          logGifEvent('search', gifSearchData(normalized, record));
          setShowAnyway(false);
          setShown(GIF_RENDER_BATCH);
          setStatus({ kind: 'results', query: normalized, media: record.media, message: record.message, noResults: pickNoResultsMessage() });
        },
        (error: unknown) => {
          logGifEvent('search', gifSearchData(normalized));
          setStatus({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
        },
      );
    }, GIF_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, client]);

  useEffect(() => () => client.cancel(), [client]);

  const media = status.kind === 'results' ? status.media : [];
  const gridVisible = status.kind === 'results' && media.length > 0 && (!status.message || showAnyway);

  // One impression per result set shown: not again as its batches render.
  const impressionOf = useRef<SearchStatus | null>(null);
  useEffect(() => {
    if (!gridVisible || impressionOf.current === status) return;
    impressionOf.current = status;
    logGifEvent('impression', gifImpressionData(status.query, status.media));
  }, [gridVisible, status]);

  // Large result sets render in batches so the popover opens at once (A§9.3).
  useEffect(() => {
    if (!gridVisible || shown >= media.length) return;
    const timer = setTimeout(() => setShown((count) => count + GIF_RENDER_BATCH), GIF_RENDER_BATCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [gridVisible, shown, media.length]);

  const choose = async (item: GifMedia, position: number) => {
    if (status.kind === 'results') logGifEvent('select', gifSelectData(status.query, position, item));
    setChoosing(item.mediaUrl);
    await preload(item.mediaUrl);
    onChoose(item);
  };

  return (
    <Popover anchor={anchor} onClose={onClose} labelledBy={headingId} className="td-compose-gif">
      <h3 id={headingId} className="td-ui-visually-hidden">
        GIF search
      </h3>
      <input
        type="search"
        className="td-compose-gif__input"
        placeholder="Find a GIF"
        aria-label="Find a GIF"
        maxLength={GIF_QUERY_MAX_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="td-compose-gif__loading" aria-hidden={status.kind !== 'loading'}>
        {status.kind === 'loading' && <Spinner label="Loading GIFs" />}
      </div>
      <div role="status" className="td-compose-gif__status">
        {status.kind === 'failed' && <p>{status.error}</p>}
        {status.kind === 'results' && status.message && !showAnyway && (
          <div className="td-compose-gif__message">
            <p className="td-compose-gif__message-header">{status.message.header}</p>
            <p>{status.message.body}</p>
            {media.length > 0 && (
              <button type="button" className="td-compose-link-button" onClick={() => setShowAnyway(true)}>
                View results anyway
              </button>
            )}
          </div>
        )}
        {status.kind === 'results' && !status.message && media.length === 0 && <p>{status.noResults}</p>}
      </div>
      {gridVisible && (
        <ul className="td-compose-gif__grid" aria-label="GIFs">
          {media.slice(0, shown).map((item, position) => (
            <li key={item.mediaUrl} className="td-compose-gif__item">
              <button
                type="button"
                className="td-compose-gif__choose"
                aria-busy={choosing === item.mediaUrl}
                disabled={choosing !== null}
                onClick={() => void choose(item, position)}
              >
                <img src={item.mediaUrl} alt={`GIF from ${item.rootBlog || item.postBlog}`} loading="lazy" />
              </button>
              <span className="td-compose-gif__tags">
                {visibleTags(item.postTags).map((tag) => (
                  <button key={tag} type="button" className="td-compose-gif__tag" onClick={() => setQuery(tag)}>
                    #{tag}
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
