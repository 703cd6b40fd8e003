import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { bus, type BusEvents } from '@tumbledash/shared';

export interface FormPresenceProps {
  opened: BusEvents['post-form:opened'];
  /**
   * Asked as the form leaves: how it closed itself (its post saved or not), or null when it did not (a second form
   * replaced it, the remote unmounted).
   */
  closing: () => { saved: boolean } | null;
}

/**
 * Tells the page that a post form is on it (`post-form:opened`) and, once it has left, that it has gone
 * (`post-form:closed`, bus 1.2.0), also when a second form replaces it or the remote unmounts. Rendered after the
 * form's Modal or InlineFrame: React cleans up a leaving tree in order, so this runs after the frame's clean-up,
 * which ran once the form was off the page and gave the focus back.
 */
export function FormPresence({ opened, closing }: FormPresenceProps) {
  useEffect(() => {
    bus.emit('post-form:opened', opened);
    return () => {
      const closed = closing();
      // Replaced: said at once, before the next form says it opened.
      if (!closed) {
        bus.emit('post-form:closed', { saved: false });
        return;
      }
      // Closed: said just after React's clean-up, as a click would, so the page shows what the form hid before the
      // next frame — the header's compose button, which the focus given back waits for (shared restoreFocus).
      queueMicrotask(() => flushSync(() => bus.emit('post-form:closed', closed)));
    };
    // Mount only: a new request mounts a new form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
