import { useState } from 'react';

interface ErrorViewProps {
  message: string;
  /** No callback: no button. */
  onRetry?: () => Promise<void>;
  buttonText?: string;
}

/** A failed load (B§4 "Error view"): the button reads "Retrying..." until the callback settles. */
export function ErrorView({ message, onRetry, buttonText = 'Retry' }: ErrorViewProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <div className="td-msg-error-view" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button
          type="button"
          className="td-msg-button"
          // Not `disabled`: a disabled button drops keyboard focus to the page.
          aria-disabled={retrying || undefined}
          onClick={async () => {
            if (retrying) return;
            setRetrying(true);
            try {
              await onRetry();
            } finally {
              setRetrying(false);
            }
          }}
        >
          {retrying ? 'Retrying...' : buttonText}
        </button>
      )}
    </div>
  );
}
