interface RemoteErrorFallbackProps {
  /** What the person lost, in their words ("Messaging", "The header"). */
  feature: string;
}

/** Shown in a remote's own slot when it fails to load or throws; the rest of the page keeps working. */
export function RemoteErrorFallback({ feature }: RemoteErrorFallbackProps) {
  return (
    <div role="status" className="td-remote-fallback">
      {feature} is unavailable right now.{' '}
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
