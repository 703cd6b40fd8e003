import { useEffect, useRef } from 'react';

/**
 * Sent up the page from a remote's fallback when its error boundary caught a throw: the shell reports it
 * to the platform console for the remote whose slot it came from.
 */
export const REMOTE_RENDER_ERROR_EVENT = 'td-remote-render-error';

interface RemoteErrorFallbackProps {
  /** What the person lost, in their words ("Messaging", "The header"). */
  feature: string;
  /**
   * A remote's own error boundary announces the render error (default); the shell's fallback for a remote
   * that could not load passes false, as the load failure is reported already.
   */
  announce?: boolean;
}

/** Shown in a remote's own slot when it fails to load or throws; the rest of the page keeps working. */
export function RemoteErrorFallback({ feature, announce = true }: RemoteErrorFallbackProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!announce) return;
    const detail = { message: `${feature}: the error boundary caught an error.` };
    element.current?.dispatchEvent(new CustomEvent(REMOTE_RENDER_ERROR_EVENT, { bubbles: true, detail }));
  }, [announce, feature]);
  return (
    <div ref={element} role="status" className="td-remote-fallback">
      {feature} is unavailable right now.{' '}
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
