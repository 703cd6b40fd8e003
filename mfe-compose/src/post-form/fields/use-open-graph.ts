import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isCancel } from '@tumbledash/shared';
import type { OpenGraphData } from '../../compose/api-types';
import { composeApi } from '../../compose/compose-api';
import { isValidHttpUrl } from '../urls';

/** Waits for typing to pause before reading the page. */
export const OPEN_GRAPH_DEBOUNCE_MS = 500;

/**
 * Reads the OpenGraph data of a link post's URL on the server whenever the URL changes to a valid one
 * (not for the URL the form opened with). True while it runs ('Loading OpenGraph data.').
 */
export function useOpenGraph(url: string, onData: (data: OpenGraphData) => void): boolean {
  const [loading, setLoading] = useState(false);
  const readFor = useRef(url.trim());
  const received = useEffectEvent(onData);

  useEffect(() => {
    const target = url.trim();
    if (target === readFor.current || !isValidHttpUrl(target)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      readFor.current = target;
      setLoading(true);
      composeApi
        .openGraph(target, controller.signal)
        .then(received, (error: unknown) => {
          // The fields stay open to fill in by hand.
          if (!isCancel(error)) console.warn('OpenGraph data unavailable', error);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, OPEN_GRAPH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      if (!controller.signal.aborted) controller.abort();
      setLoading(false);
    };
  }, [url]);

  return loading;
}
