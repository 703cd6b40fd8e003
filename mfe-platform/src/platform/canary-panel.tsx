import { rate, when } from './format';
import type { EndedCanary, RemoteHealth, RunningCanary } from './platform-api';
import { Sparkline } from './sparkline';

interface CanaryPanelProps {
  remote: RemoteHealth;
  busy: boolean;
  onPromote: (remote: string, version: string) => void;
  onRollBack: (remote: string, version: string) => void;
}

type Window = RunningCanary['window'];

const lastFive = (window: Window) => `${window.mounts} mounts · ${window.errors} errors · ${rate(window.error_rate)} error rate`;

/** How the last canary ended, in a sentence (an automatic rollback with the figures that decided it). */
export function endedText(canary: EndedCanary): string {
  const ended = canary.ended_at ? ` (${when(canary.ended_at)})` : '';
  if (canary.status === 'promoted') return `Canary ${canary.version} was promoted to stable by ${canary.ended_by || 'someone'}${ended}.`;
  if (canary.status === 'replaced') return `Canary ${canary.version} ended: ${canary.reason || 'another version replaced it'}${ended}.`;
  const by = canary.ended_by === 'automatic rollback' ? 'automatically' : `by ${canary.ended_by || 'someone'}`;
  return `Canary ${canary.version} was rolled back ${by}${ended}${canary.reason ? `: ${canary.reason}` : '.'}`;
}

/** A remote's rollout: the stable and the canary build side by side, with Promote and Roll back for the canary. */
export function CanaryPanel({ remote, busy, onPromote, onRollBack }: CanaryPanelProps) {
  const canary = remote.canary;
  const stable = remote.versions.find((row) => row.current);
  if (!canary) {
    return remote.last_canary ? <p className="td-platform-canary-ended">{endedText(remote.last_canary)}</p> : null;
  }
  return (
    <div className="td-platform-canary">
      <div className="td-platform-scroll">
        <table>
          <caption>Canary rollout of {remote.name}</caption>
          <thead>
            <tr>
              <th scope="col">Build</th>
              <th scope="col">Version</th>
              <th scope="col">Serves</th>
              <th scope="col">Last 5 minutes</th>
              <th scope="col">Last hour</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Stable</th>
              <td>{remote.current ?? 'not deployed'}</td>
              <td>{100 - canary.percent}% of signed-in people and every visitor</td>
              <td>{lastFive(canary.stable_window)}</td>
              <td>{stable && <Sparkline points={stable.health.hour_series} label={`Stable ${stable.version}, last hour`} />}</td>
            </tr>
            <tr>
              <th scope="row">Canary</th>
              <td>
                {canary.version}
                <div>
                  since {when(canary.started_at)}
                  {canary.started_by && ` by ${canary.started_by}`}
                </div>
              </td>
              <td>{canary.percent}% of signed-in people</td>
              <td>{lastFive(canary.window)}</td>
              <td>
                <Sparkline points={canary.health.hour_series} label={`Canary ${canary.version}, last hour`} />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>Automatic rollback: {canary.verdict}.</p>
      <p>
        <button type="button" disabled={busy} onClick={() => onPromote(remote.name, canary.version)}>
          Promote {canary.version}
        </button>
        <button type="button" disabled={busy} onClick={() => onRollBack(remote.name, canary.version)}>
          Roll back canary {canary.version}
        </button>
      </p>
    </div>
  );
}
