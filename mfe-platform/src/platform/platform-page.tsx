import { useCallback, useEffect, useState } from 'react';
import { ApiError, Spinner } from '@tumbledash/shared';
import { platformApi, type ConsoleData, type PlatformClient } from './platform-api';
import { RemoteCard } from './remote-card';
import { FeatureFlags } from '../flags/feature-flags';
import './platform.css';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: ConsoleData };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The console could not load. Try again in a moment.';

/** /platform: the site's feature flags and every remote's versions and browser-reported health, for platform admins. */
export function PlatformPage({ client = platformApi }: { client?: PlatformClient }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'ready', data: await client.remotes() });
    } catch (error) {
      setLoad({ state: 'failed', message: messageOf(error) });
    }
  }, [client]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Runs one registry change, then says what changed and shows the new state. */
  const act = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice('');
    try {
      await change();
      setNotice(done);
      await refresh();
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (remote: string, version: string) =>
    act(() => client.switchTo(remote, version), `${remote} now serves ${version}; a page reload picks it up.`);
  const promote = (remote: string, version: string) =>
    act(() => client.promoteCanary(remote, version), `${remote} ${version} is now live for everyone; a page reload picks it up.`);
  const rollBack = (remote: string, version: string) =>
    act(() => client.rollBackCanary(remote, version), `${remote}: canary ${version} rolled back; everyone gets the stable version on their next page load.`);

  return (
    <section className="td-platform" aria-labelledby="td-platform-title">
      <h1 id="td-platform-title">Platform console</h1>
      {load.state === 'loading' && <Spinner label="Loading remotes" />}
      {load.state === 'failed' && <p role="alert">{load.message}</p>}
      <p role="status">{notice}</p>
      {load.state === 'ready' && <FeatureFlags client={client} />}
      {load.state === 'ready' &&
        load.data.remotes.map((remote) => (
          <RemoteCard
            key={remote.name}
            remote={remote}
            busy={busy}
            onSwitch={(name, version) => void switchTo(name, version)}
            onPromote={(name, version) => void promote(name, version)}
            onRollBack={(name, version) => void rollBack(name, version)}
          />
        ))}
    </section>
  );
}
