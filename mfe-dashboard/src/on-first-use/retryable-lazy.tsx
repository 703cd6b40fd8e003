import { createContext, lazy, useContext, useState, type ComponentType } from 'react';
import { LoadFailed } from './load-failed';
import { reportLoadFailure } from './load-on-use';

const RetryContext = createContext<() => void>(() => undefined);

function FailedPart() {
  return <LoadFailed onRetry={useContext(RetryContext)} />;
}

/**
 * React.lazy for a part of the card whose code loads on first use (the notes, the video player). A failed
 * fetch (offline, a new build replaced this one) shows a notice with Retry in the part's place, instead of
 * the remote's error fallback taking the whole page (a click's code uses `loadOnUse`). Render it inside a Suspense boundary, as lazy.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>, what: string): ComponentType<P> {
  const attempt = () =>
    lazy(async (): Promise<{ default: ComponentType<P> }> => {
      try {
        return { default: await load() };
      } catch (error) {
        reportLoadFailure(what, error);
        return { default: FailedPart };
      }
    });
  let Loaded = attempt();
  return function RetryableLazy(props: P) {
    const [, setAttempts] = useState(0);
    const retry = () => {
      Loaded = attempt();
      setAttempts((count) => count + 1);
    };
    return (
      <RetryContext.Provider value={retry}>
        <Loaded {...props} />
      </RetryContext.Provider>
    );
  };
}
