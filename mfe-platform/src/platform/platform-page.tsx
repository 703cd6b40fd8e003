import { useCallback, useEffect, useState } from 'react';
import { ApiError, Spinner } from '@tumbledash/shared';
import { platformApi, type ConsoleData, type PlatformClient } from './platform-api';
import { RemoteCard } from './remote-card';
import './platform.css';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: ConsoleData };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The console could not load. Try again in a moment.';

/** /platform: every remote's versions and browser-reported health, for platform admins. */
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

  const switchTo = async (remote: string, version: string) => {
    setBusy(true);
    setNotice('');
    try {
      await client.switchTo(remote, version);
      setNotice(`${remote} now serves ${version}; a page reload picks it up.`);
      await refresh();
    } catch (error) {
      setNotice(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="td-platform" aria-labelledby="td-platform-title">
      <h1 id="td-platform-title">Platform console</h1>
      {load.state === 'loading' && <Spinner label="Loading remotes" />}
      {load.state === 'failed' && <p role="alert">{load.message}</p>}
      <p role="status">{notice}</p>
      {load.state === 'ready' &&
        load.data.remotes.map((remote) => <RemoteCard key={remote.name} remote={remote} busy={busy} onSwitch={(name, version) => void switchTo(name, version)} />)}
    </main>
  );
}
