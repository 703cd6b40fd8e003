import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError, isCancel } from '@tumbledash/shared';
import type { OpenGraphData } from '../../compose/api-types';
import { composeApi } from '../../compose/compose-api';
import { isValidHttpUrl } from '../urls';

/** Waits for typing to pause before reading the page. */
export const OPEN_GRAPH_DEBOUNCE_MS = 500;

/** What the form says when the page could not be read for a reason the server did not put in words. */
export const PAGE_NOT_READ = 'Could not read that page.';

export interface OpenGraphStatus {
  /** True while the page is read ('Loading OpenGraph data.'). */
  loading: boolean;
  /** Why the last read failed; the person fills the fields by hand then. */
  error: string | null;
}

const IDLE: OpenGraphStatus = { loading: false, error: null };

function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.kind === 'invalid' && error.serverMessage ? error.serverMessage : PAGE_NOT_READ;
}

/**
 * Reads the OpenGraph data of a link post's URL on the server whenever the URL changes to a valid one
 * (not for the URL the form opened with). A read cut short by another change is done again when the URL
 * comes back to it.
 */
export function useOpenGraph(url: string, onData: (data: OpenGraphData) => void): OpenGraphStatus {
  const [status, setStatus] = useState<OpenGraphStatus>(IDLE);
  const readFor = useRef(url.trim());
  const received = useEffectEvent(onData);

  useEffect(() => {
    const target = url.trim();
    if (target === readFor.current || !isValidHttpUrl(target)) {
      if (target !== readFor.current) setStatus(IDLE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus({ loading: true, error: null });
      composeApi.openGraph(target, controller.signal).then(
        (data) => {
          readFor.current = target;
          setStatus(IDLE);
          received(data);
        },
        (error: unknown) => {
          if (controller.signal.aborted || isCancel(error)) return;
          readFor.current = target;
          setStatus({ loading: false, error: failureMessage(error) });
        },
      );
    }, OPEN_GRAPH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      setStatus((current) => (current.loading ? IDLE : current));
    };
  }, [url]);

  return status;
}
