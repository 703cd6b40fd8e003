import { useEffect, useState } from 'react';
import { isCancel } from '@tumbledash/shared';
import { fetchFavorites, searchRecipients, type Recipient } from './share-api';

/** B§9 "Share and ask": search debounce and loading delay. */
export const SEARCH_DEBOUNCE_MS = 250;
export const LOADER_DELAY_MS = 250;

export interface RecipientList {
  /** Favorites while the query is empty, else the search results. */
  kind: 'favorites' | 'results';
  blogs: Recipient[];
  /** True only once a load has taken longer than the loader delay (B§4). */
  showLoader: boolean;
  /** The results answer the current query (an empty list then means "nobody"). */
  settled: boolean;
  failed: boolean;
}

/**
 * Favorites by default; a query switches to search results after the debounce, an empty query returns to
 * favorites (B§4). An older search still in flight is cancelled.
 */
export function useRecipients(participant: string | null, postId: string | null, query: string): RecipientList {
  const [favorites, setFavorites] = useState<Recipient[]>([]);
  const [favoritesSettled, setFavoritesSettled] = useState(false);
  const [results, setResults] = useState<{ query: string; blogs: Recipient[] } | null>(null);
  const [loading, setLoading] = useState(false);
  const [showLoader, setShowLoader] = useState(false);
  const [failed, setFailed] = useState(false);
  const q = query.trim();

  useEffect(() => {
    if (!participant) return;
    const controller = new AbortController();
    fetchFavorites(participant, postId, controller.signal)
      .then((blogs) => setFavorites(blogs))
      .catch((error: unknown) => {
        if (!isCancel(error)) setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setFavoritesSettled(true);
      });
    return () => controller.abort();
  }, [participant, postId]);

  useEffect(() => {
    if (!participant || !q) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    // The loader delay counts from the request, not from the key press.
    const timer = window.setTimeout(() => {
      setLoading(true);
      searchRecipients(participant, q, controller.signal)
        .then((blogs) => {
          setResults({ query: q, blogs });
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!isCancel(error)) {
            setResults({ query: q, blogs: [] });
            setFailed(true);
          }
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [participant, q]);

  const busy = q ? loading : !favoritesSettled;
  useEffect(() => {
    if (!busy) {
      setShowLoader(false);
      return;
    }
    const timer = window.setTimeout(() => setShowLoader(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!q) return { kind: 'favorites', blogs: favorites, showLoader, settled: favoritesSettled, failed };
  const current = results?.query === q ? results.blogs : [];
  return { kind: 'results', blogs: current, showLoader, settled: !loading && results?.query === q, failed };
}
