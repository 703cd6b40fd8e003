import { useEffect, useRef } from 'react';
import { ApiError } from '../api/errors';

/**
 * Sent up the page from a remote's fallback when its error boundary caught a throw: the shell reports it
 * to the platform console for the remote whose slot it came from.
 */
export const REMOTE_RENDER_ERROR_EVENT = 'td-remote-render-error';

/** What the event carries: never the error itself (its message may hold what the person typed). */
export interface RemoteRenderErrorDetail {
  message: string;
  requestId?: string;
}

interface RemoteErrorFallbackProps {
  /** What the person lost, in their words ("Messaging", "The header"). */
  feature: string;
  /**
   * A remote's own error boundary announces the render error (default); the shell's fallback for a remote
   * that could not load passes false, as the load failure is reported already.
   */
  announce?: boolean;
  /** What the boundary caught: an API failure's request id goes with the report, to find its log lines. */
  error?: unknown;
}

/** Shown in a remote's own slot when it fails to load or throws; the rest of the page keeps working. */
export function RemoteErrorFallback({ feature, announce = true, error }: RemoteErrorFallbackProps) {
  const element = useRef<HTMLDivElement>(null);
  const requestId = error instanceof ApiError ? error.requestId : null;
  useEffect(() => {
    if (!announce) return;
    const detail: RemoteRenderErrorDetail = { message: `${feature}: the error boundary caught an error.`, ...(requestId ? { requestId } : {}) };
    element.current?.dispatchEvent(new CustomEvent(REMOTE_RENDER_ERROR_EVENT, { bubbles: true, detail }));
  }, [announce, feature, requestId]);
  return (
    <div ref={element} role="status" className="td-remote-fallback">
      {feature} is unavailable right now.{' '}
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
