import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { getBus } from '../bus/bus';
import { useIsActiveHost } from './host-slot';
import { getToastStore, TOAST_DURATION_MS, type ToastItem } from './toast-store';
import './ui.css';

const NO_TOASTS: readonly ToastItem[] = [];

/**
 * Shows toasts from `toast.show` and the bus event `toast:show` in a polite live region. The shell
 * mounts one; extra hosts stay empty while another is mounted, so a toast never shows twice.
 */
export function ToastHost() {
  const store = getToastStore();
  const active = useIsActiveHost(store.hosts);
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const items = useSyncExternalStore(subscribe, () => store.list(), () => NO_TOASTS);

  useEffect(() => {
    if (!active) return;
    const subscription = getBus()
      .on('toast:show')
      .subscribe(({ message, kind }) => store.show(message, kind));
    return () => subscription.unsubscribe();
  }, [active, store]);

  if (!active) return null;
  return (
    <div className="td-ui-toasts" aria-live="polite" aria-relevant="additions text">
      {items.map((item) => (
        <Toast key={item.id} item={item} onDismiss={() => store.dismiss(item.id)} />
      ))}
    </div>
  );
}

interface ToastProps {
  item: ToastItem;
  onDismiss: () => void;
}

/** One toast; its timer pauses while the pointer or keyboard focus is on it. */
function Toast({ item, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const expire = useEffectEvent(() => onDismiss());

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => expire(), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused]);

  return (
    <div
      className={`td-ui-toast td-ui-toast--${item.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="td-ui-toast__message">{item.message}</span>
      <button type="button" className="td-ui-toast__close" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
