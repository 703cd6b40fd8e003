import { TECHNICAL_TROUBLE } from '@tumbledash/shared';
import './on-first-use.css';

interface LoadFailedProps {
  onRetry: () => void;
  /** False where many parts fail at once (every post's text): one alert each would drown a screen reader. */
  announce?: boolean;
}

/** In place of a part whose code could not be fetched: say so, and fetch it again on Retry. */
export function LoadFailed({ onRetry, announce = true }: LoadFailedProps) {
  return (
    <div className="td-dash-load-failed">
      <p role={announce ? 'alert' : undefined}>{TECHNICAL_TROUBLE}</p>
      <button type="button" className="td-dash-button td-dash-button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
