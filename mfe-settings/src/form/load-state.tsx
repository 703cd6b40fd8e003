import { ApiError, Spinner } from '@tumbledash/shared';
import { Forbidden } from '../layout/forbidden';
import { NotFound } from '../layout/not-found';
import { FormAlert } from './form-alert';
import { errorText } from './messages';
import type { Loaded } from './use-load';

/** Loading and failure views of a page's first load; null once the data is there. */
export function LoadState<T>({ state }: { state: Loaded<T> }) {
  if (state.status === 'loading') return <Spinner label="Loading" />;
  if (state.status === 'ready') return null;
  if (state.error instanceof ApiError && state.error.kind === 'forbidden') return <Forbidden />;
  if (state.error instanceof ApiError && state.error.kind === 'not-found') return <NotFound />;
  return <FormAlert message={errorText(state.error)} />;
}
