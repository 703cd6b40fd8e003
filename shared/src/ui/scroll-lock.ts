import { pageGlobal } from '../page-global';

interface ScrollLockState {
  count: number;
  overflow: string;
  paddingRight: string;
}

const state = () => pageGlobal<ScrollLockState>('__tumbledashScrollLock__', () => ({ count: 0, overflow: '', paddingRight: '' }));

/**
 * Stops the page from scrolling while a modal is shown; counted, so nested modals unlock only when the
 * last one closes. Pads the body by the scrollbar's width so the page does not jump sideways.
 */
export function lockScroll(): () => void {
  const lock = state();
  const body = document.body;
  if (lock.count === 0) {
    lock.overflow = body.style.overflow;
    lock.paddingRight = body.style.paddingRight;
    const { clientWidth } = document.documentElement;
    // clientWidth is 0 where there is no layout (tests); there is no scrollbar to make room for then.
    const scrollbar = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  lock.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.count -= 1;
    if (lock.count === 0) {
      body.style.overflow = lock.overflow;
      body.style.paddingRight = lock.paddingRight;
    }
  };
}
