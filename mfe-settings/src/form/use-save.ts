import { useCallback, useState } from 'react';
import { ApiError } from '@tumbledash/shared';
import { errorText, SAVED } from './messages';

export type SaveState = { status: 'idle' | 'saving' } | { status: 'saved'; message: string } | { status: 'error'; message: string; error: unknown };

/** Runs a save and keeps its outcome for the status line: saving, saved (with a message), or the error. */
export function useSave() {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const run = useCallback(async <T,>(save: () => Promise<T>, savedMessage: string | ((result: T) => string) = SAVED): Promise<T | undefined> => {
    setState({ status: 'saving' });
    try {
      const result = await save();
      setState({ status: 'saved', message: typeof savedMessage === 'function' ? savedMessage(result) : savedMessage });
      return result;
    } catch (error) {
      setState({ status: 'error', message: errorText(error), error });
      return undefined;
    }
  }, []);
  const fieldError = (field: string): string | undefined =>
    state.status === 'error' && state.error instanceof ApiError ? state.error.fieldMessage(field) : undefined;
  return { state, run, fieldError, busy: state.status === 'saving' };
}
