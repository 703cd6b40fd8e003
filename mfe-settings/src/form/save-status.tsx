import { FormAlert } from './form-alert';
import { shownBesideFields } from './messages';
import type { SaveState } from './use-save';

/**
 * The saved / error line of a form: announced politely when saved, as an alert when it failed. `fields` are the
 * fields whose errors the form shows beside them: an error told there is not told again here.
 */
export function SaveStatus({ state, fields = [] }: { state: SaveState; fields?: readonly string[] }) {
  return (
    <>
      <p className="td-settings__status" role="status">
        {state.status === 'saving' ? 'Saving…' : state.status === 'saved' ? state.message : ''}
      </p>
      {state.status === 'error' && !shownBesideFields(state.error, fields) && <FormAlert message={state.message} />}
    </>
  );
}
