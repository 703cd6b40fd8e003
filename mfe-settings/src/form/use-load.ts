import { useCallback, useEffect, useState } from 'react';
import { api } from '@tumbledash/shared';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** GETs `url` once per url; `set` replaces the data after a save answered the new state. */
export function useLoad<T>(url: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.get<T>(url).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, set };
}
