import { useId } from 'react';
import { devServerEntry } from './overrides-types';

export type Choice = { kind: 'live' } | { kind: 'version'; version: string } | { kind: 'dev'; address: string };

const DEV_OPTION = '__dev__';
const LIVE_OPTION = '__live__';

interface Props {
  name: string;
  live: string;
  /** Other published versions, newest first. */
  published: string[];
  development: boolean;
  choice: Choice;
  refused?: string;
  onChange: (choice: Choice) => void;
}

/** One remote's row of the overrides panel: which build this browser loads. */
export function RemoteOverrideField({ name, live, published, development, choice, refused, onChange }: Props) {
  const id = useId();
  const value = choice.kind === 'live' ? LIVE_OPTION : choice.kind === 'dev' ? DEV_OPTION : choice.version;
  // A stored version no longer listed stays choosable, so opening the panel never changes it silently.
  const versions = choice.kind === 'version' && !published.includes(choice.version) ? [choice.version, ...published] : published;
  return (
    <div className="td-overrides__row">
      <label htmlFor={`${id}-select`}>{name}</label>
      <select
        id={`${id}-select`}
        value={value}
        aria-describedby={refused ? `${id}-refused` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (next === LIVE_OPTION) onChange({ kind: 'live' });
          else if (next === DEV_OPTION) onChange({ kind: 'dev', address: choice.kind === 'dev' ? choice.address : devServerEntry(name) });
          else onChange({ kind: 'version', version: next });
        }}
      >
        <option value={LIVE_OPTION}>Live ({live})</option>
        {versions.map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
        {development && <option value={DEV_OPTION}>Dev server on this machine</option>}
      </select>
      {choice.kind === 'dev' && (
        <>
          <label htmlFor={`${id}-dev`}>Dev server address for {name}</label>
          <input
            id={`${id}-dev`}
            type="url"
            value={choice.address}
            placeholder="http://localhost:8101/mf-manifest.json"
            onChange={(event) => onChange({ kind: 'dev', address: event.target.value })}
          />
        </>
      )}
      {refused && (
        <p id={`${id}-refused`} role="alert" className="td-overrides__refused">
          Refused: {refused}
        </p>
      )}
    </div>
  );
}
