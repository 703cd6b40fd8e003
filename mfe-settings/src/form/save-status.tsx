import type { SaveState } from './use-save';

/** The saved / error line of a form: announced politely when saved, as an alert when it failed. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <>
      <p className="td-settings__status" role="status">
        {state.status === 'saving' ? 'Saving…' : state.status === 'saved' ? state.message : ''}
      </p>
      {state.status === 'error' && (
        <p className="td-settings__error" role="alert">
          {state.message}
        </p>
      )}
    </>
  );
}
