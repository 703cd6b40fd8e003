import { errorRate, kilobytes, milliseconds, when } from './format';
import type { RemoteHealth, VersionRow } from './platform-api';
import { Sparkline } from './sparkline';
import { CanaryPanel } from './canary-panel';

interface RemoteCardProps {
  remote: RemoteHealth;
  /** A version switch is under way (buttons wait). */
  busy: boolean;
  onSwitch: (remote: string, version: string) => void;
  onPromote: (remote: string, version: string) => void;
  onRollBack: (remote: string, version: string) => void;
}

function health(row: VersionRow, window: 'hour' | 'day') {
  const stats = row.health[window];
  return `${stats.mounts} mounts · ${stats.load_errors} load errors · ${stats.render_errors} render errors · ${errorRate(stats.load_errors + stats.render_errors, stats.mounts)} errors · p50 ${milliseconds(stats.mount_p50_ms)}`;
}

/** One remote: its live version, the versions it can go back or forward to, and what browsers report. */
export function RemoteCard({ remote, busy, onSwitch, onPromote, onRollBack }: RemoteCardProps) {
  const titleId = `td-platform-${remote.name}`;
  const liveIndex = remote.versions.findIndex((row) => row.current);
  const previous = liveIndex >= 0 ? remote.versions[liveIndex + 1] : undefined;
  return (
    <section className="td-platform-remote" aria-labelledby={titleId}>
      <h2 id={titleId}>{remote.name}</h2>
      <p>
        Live: <strong>{remote.current ?? 'not deployed'}</strong>
        {previous && (
          <button type="button" disabled={busy} onClick={() => onSwitch(remote.name, previous.version)}>
            Roll back to {previous.version}
          </button>
        )}
      </p>
      <CanaryPanel remote={remote} busy={busy} onPromote={onPromote} onRollBack={onRollBack} />
      <div className="td-platform-scroll">
        <table>
          <caption>Versions of {remote.name}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Deployed</th>
              <th scope="col">Critical / total (gz)</th>
              <th scope="col">Last hour</th>
              <th scope="col">Last day</th>
              <th scope="col">
                <span className="td-platform-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {remote.versions.map((row) => (
              <tr key={row.version}>
                <th scope="row">
                  {row.version}
                  {row.current && <span className="td-platform-live"> (live)</span>}
                </th>
                <td>
                  {when(row.deployed_at)}
                  {row.commit && <div>commit {row.commit}</div>}
                  {row.deployed_by && <div>by {row.deployed_by}</div>}
                </td>
                <td>
                  {kilobytes(row.critical_gz)} / {kilobytes(row.total_gz)}
                </td>
                <td>
                  <Sparkline points={row.health.hour_series} label={`${row.version}, last hour`} />
                  <div>{health(row, 'hour')}</div>
                </td>
                <td>
                  <Sparkline points={row.health.day_series} label={`${row.version}, last day`} />
                  <div>{health(row, 'day')}</div>
                </td>
                <td>
                  {!row.current && (
                    <button type="button" disabled={busy} onClick={() => onSwitch(remote.name, row.version)}>
                      Make {row.version} live
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {remote.recent_errors.length > 0 && (
        <>
          <h3>Errors browsers reported (last day)</h3>
          <ul>
            {remote.recent_errors.map((error, index) => (
              <li key={index}>
                {when(error.reported_at)} · {error.version} · {error.kind === 'load-error' ? 'load error' : 'render error'}: {error.message}
                {error.request_id && ` · request ${error.request_id}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
