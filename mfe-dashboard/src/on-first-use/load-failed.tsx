import { TECHNICAL_TROUBLE } from '@tumbledash/shared';
import './on-first-use.css';

/** In place of a part whose code could not be fetched: say so, and fetch it again on Retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="td-dash-load-failed">
      <p role="alert">{TECHNICAL_TROUBLE}</p>
      <button type="button" className="td-dash-button td-dash-button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
