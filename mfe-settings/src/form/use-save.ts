import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@tumbledash/shared';
import { errorText, SAVED } from './messages';

export type SaveState = { status: 'idle' | 'saving' } | { status: 'saved'; message: string } | { status: 'error'; message: string; error: unknown };

/** Messages by field for a submit the browser refuses; a field without a problem has none. */
export type Problems = Record<string, string | null | undefined>;

/**
 * Runs a save and keeps its outcome for the status line: saving, saved (with a message), or the error.
 * `form` goes on the form it sends: when a submit is refused (here or by the server), the keyboard moves to the
 * form's first field in error, which reads its message.
 */
export function useSave() {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === 'error') form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
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
  /** Refuses the submit when any field has a problem, shown as the server would answer it (a 400 by field); true if refused. */
  const refuse = useCallback((problems: Problems): boolean => {
    const errors = Object.entries(problems).flatMap(([field, detail]) => (detail ? [{ field, detail }] : []));
    if (errors.length === 0) return false;
    setState({ status: 'error', message: errors[0]!.detail, error: new ApiError(400, errors[0]!.detail, errors) });
    return true;
  }, []);
  /** Back to no status: another action of the page now speaks (one outcome shown at a time). */
  const clear = useCallback(() => setState({ status: 'idle' }), []);
  const fieldError = (field: string): string | undefined =>
    state.status === 'error' && state.error instanceof ApiError ? state.error.fieldMessage(field) : undefined;
  return { state, run, refuse, clear, fieldError, form, busy: state.status === 'saving' };
}
