import { useEffect, useRef, useState } from 'react';
import { UndoHistory } from './undo-history';

/**
 * Undo and redo for one editor value (A§4.9). A value that arrives from outside (a restored draft, an
 * editor switch) starts the history over; `apply` shows an undone or redone value.
 */
export function useUndoHistory(value: string, apply: (value: string) => void) {
  const [history] = useState(() => new UndoHistory(value));
  const known = useRef(value);

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    history.reset(value);
  }, [value, history]);

  useEffect(() => () => history.dispose(), [history]);

  return {
    record(next: string) {
      known.current = next;
      history.change(next);
    },
    undo() {
      const previous = history.undo();
      if (previous === null) return;
      known.current = previous;
      apply(previous);
    },
    redo() {
      const next = history.redo();
      if (next === null) return;
      known.current = next;
      apply(next);
    },
  };
}
