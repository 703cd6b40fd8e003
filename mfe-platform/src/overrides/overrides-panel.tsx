import { useEffect, useState } from 'react';
import { ApiError, Modal } from '@tumbledash/shared';
import { platformApi, type PlatformClient, type RemoteHealth } from '../platform/platform-api';
import { RemoteOverrideField, type Choice } from './remote-override-field';
import { DEV_VERSION, publishedEntry, type Overrides, type OverridesPanelProps } from './overrides-types';
import './overrides.css';

export const OVERRIDES_TEXT = {
  title: 'Remote overrides',
  intro: 'Load another version of a remote in this browser only. Nobody else is affected.',
  admins: 'Only platform admins can use remote overrides.',
  failed: 'The published versions could not be loaded. Try again in a moment.',
} as const;

type Versions = { state: 'loading' } | { state: 'ready'; remotes: RemoteHealth[] } | { state: 'failed'; message: string };

function initialChoice(name: string, overrides: Overrides): Choice {
  const override = overrides[name];
  if (!override) return { kind: 'live' };
  return override.version === DEV_VERSION ? { kind: 'dev', address: override.entry } : { kind: 'version', version: override.version };
}

function toOverrides(choices: Record<string, Choice>): Overrides {
  const overrides: Overrides = {};
  for (const [name, choice] of Object.entries(choices)) {
    if (choice.kind === 'version') overrides[name] = { version: choice.version, entry: publishedEntry(name, choice.version) };
    if (choice.kind === 'dev') overrides[name] = { version: DEV_VERSION, entry: choice.address.trim() };
  }
  return overrides;
}

/** The per-browser override panel: each remote's published versions and, in development, a dev server. */
export function OverridesPanel({ remotes, overrides, development, onSave, onClose, client = platformApi }: OverridesPanelProps & { client?: Pick<PlatformClient, 'remotes'> }) {
  const [versions, setVersions] = useState<Versions>({ state: 'loading' });
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(remotes.map(({ name }) => [name, initialChoice(name, overrides)])));
  const [refused, setRefused] = useState<Record<string, string>>({});

  useEffect(() => {
    let live = true;
    client.remotes().then(
      (data) => live && setVersions({ state: 'ready', remotes: data.remotes }),
      (error: unknown) => {
        const forbidden = error instanceof ApiError && error.status === 403;
        if (live) setVersions({ state: 'failed', message: forbidden ? OVERRIDES_TEXT.admins : OVERRIDES_TEXT.failed });
      },
    );
    return () => {
      live = false;
    };
  }, [client]);

  // Outside development the panel is for platform admins: the versions call says who is one.
  const allowed = development || versions.state === 'ready';
  const publishedOf = (name: string) =>
    versions.state === 'ready' ? (versions.remotes.find((remote) => remote.name === name)?.versions ?? []).map((version) => version.version) : [];

  const save = (chosen: Record<string, Choice>) => {
    const answer = onSave(toOverrides(chosen));
    setRefused(answer);
  };

  return (
    <Modal title={OVERRIDES_TEXT.title} onClose={onClose} className="td-overrides">
      <p>{OVERRIDES_TEXT.intro}</p>
      {versions.state === 'failed' && <p role="alert">{versions.message}</p>}
      {allowed && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save(choices);
          }}
        >
          {remotes.map(({ name, live }) => (
            <RemoteOverrideField
              key={name}
              name={name}
              live={live}
              published={publishedOf(name).filter((version) => version !== live)}
              development={development}
              choice={choices[name] ?? { kind: 'live' }}
              refused={refused[name]}
              onChange={(choice) => setChoices((current) => ({ ...current, [name]: choice }))}
            />
          ))}
          <div className="td-overrides__actions">
            <button type="submit">Apply and reload</button>
            <button type="button" onClick={() => save({})}>
              Reset all
            </button>
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
