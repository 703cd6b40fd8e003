import { useEffect } from 'react';
import { createShortcutDetector, isMacPlatform, isTypingTarget } from './compose-shortcut';

function platform(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return nav.userAgentData?.platform || nav.platform || '';
}

/** Calls `onShortcut` on alt+c (Mac) or z+c (elsewhere), unless the person is typing in a field. */
export function useComposeShortcut(onShortcut: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const detector = createShortcutDetector(isMacPlatform(platform()));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (detector.keydown(event, performance.now())) {
        event.preventDefault();
        onShortcut();
      }
    };
    const onKeyUp = (event: KeyboardEvent) => detector.keyup(event);
    const onBlur = () => detector.reset();
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', onBlur);
    };
  }, [onShortcut, enabled]);
}
