export interface RestorePromptProps {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the content kept on this device after a reload or a crash. */
export function RestorePrompt({ savedAt, onRestore, onDiscard }: RestorePromptProps) {
  const when = new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div role="status" className="td-compose-restore">
      <p className="td-compose-restore__question">Restore your unsaved post?</p>
      <p className="td-compose-help">Kept on this device {when}.</p>
      <div className="td-compose-restore__buttons">
        <button type="button" className="td-ui-button td-ui-button--secondary" onClick={onDiscard}>
          Discard
        </button>
        <button type="button" className="td-ui-button td-ui-button--primary" onClick={onRestore}>
          Restore
        </button>
      </div>
    </div>
  );
}
