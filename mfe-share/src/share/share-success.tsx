import { useEffect, useRef } from 'react';
import { celebrate } from './confetti';

/** B§4: after an external share succeeds, the popover closes after 3000 ms. */
export const CLOSE_AFTER_SHARE_MS = 3000;

/** "Post shared!" with confetti (B§4); a click closes it, and it closes by itself after 3000 ms. */
export function ShareSuccess({ onClose }: { onClose: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const button = buttonRef.current;
    button?.focus();
    if (button) {
      const box = button.getBoundingClientRect();
      const width = window.innerWidth || 1;
      const height = window.innerHeight || 1;
      celebrate({ x: (box.left + box.width / 2) / width, y: (box.top + box.height / 2) / height });
    }
    const timer = window.setTimeout(() => close.current(), CLOSE_AFTER_SHARE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    // The live region around the button, so screen readers hear it and the button's name stays plain.
    <div role="status" className="td-share__success-status">
      <button ref={buttonRef} type="button" className="td-share__success" onClick={onClose}>
        Post shared!
      </button>
    </div>
  );
}
