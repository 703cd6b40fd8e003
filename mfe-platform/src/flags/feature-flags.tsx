import { useEffect, useState } from 'react';
import { ApiError, Spinner } from '@tumbledash/shared';
import type { FeatureFlag, PlatformClient } from '../platform/platform-api';
import { refusalText, withFlag } from './flag-list';
import { FlagToggle } from './flag-toggle';
import './flags.css';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready' };

const serverWords = (error: unknown) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : '');

/** "Feature flags": every flag of the site with what it does and an On/Off switch that saves at once. */
export function FeatureFlags({ client }: { client: Pick<PlatformClient, 'flags' | 'setFlag'> }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [flags, setFlags] = useState<FeatureFlag[]>([]);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState('');

  useEffect(() => {
    let current = true;
    client.flags().then(
      (answer) => {
        if (!current) return;
        setFlags(answer.flags);
        setLoad({ state: 'ready' });
      },
      (error: unknown) => {
        if (current) setLoad({ state: 'failed', message: serverWords(error) || 'The feature flags could not load. Try again in a moment.' });
      },
    );
    return () => {
      current = false;
    };
  }, [client]);

  const markSaving = (name: string, on: boolean) =>
    setSaving((names) => {
      const next = new Set(names);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  /** Shows the new state at once; the server's answer confirms it, a refusal puts the old one back. */
  const toggle = async (flag: FeatureFlag) => {
    markSaving(flag.name, true);
    setRefusal('');
    setFlags((list) => withFlag(list, flag.name, !flag.enabled));
    try {
      const saved = await client.setFlag(flag.name, !flag.enabled);
      setFlags((list) => withFlag(list, saved.name, saved.enabled));
    } catch (error) {
      setFlags((list) => withFlag(list, flag.name, flag.enabled));
      setRefusal(refusalText(flag.name, flag.enabled, serverWords(error) || 'it could not be saved. Try again in a moment.'));
    } finally {
      markSaving(flag.name, false);
    }
  };

  return (
    <section className="td-platform-flags" aria-labelledby="td-platform-flags-title">
      <h2 id="td-platform-flags-title">Feature flags</h2>
      <p className="td-platform-flags-note">Browsers pick up a change on their next page load.</p>
      {load.state === 'loading' && <Spinner label="Loading feature flags" />}
      {load.state === 'failed' && <p role="alert">{load.message}</p>}
      {refusal && <p role="alert">{refusal}</p>}
      {load.state === 'ready' && (
        <table aria-labelledby="td-platform-flags-title">
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">What it does</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {flags.map((flag) => (
              <tr key={flag.name}>
                <th scope="row" id={`td-platform-flag-${flag.name}`} className="td-platform-flag-name">
                  {flag.name}
                </th>
                <td id={`td-platform-flag-${flag.name}-about`}>{flag.description}</td>
                <td>
                  <FlagToggle
                    enabled={flag.enabled}
                    busy={saving.has(flag.name)}
                    labelledBy={`td-platform-flag-${flag.name}`}
                    describedBy={`td-platform-flag-${flag.name}-about`}
                    onToggle={() => void toggle(flag)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
