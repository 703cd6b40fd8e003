import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { api, useHint, usePathname, type TourState } from '@tumbledash/shared';
import { SpaLink } from '../header/spa-link';
import { fadeOf, tourPlacement, type Box, type Placement } from './tour-placement';
import { tourSteps } from './tour-steps';
import './tour.css';

function targetBox(name: string | null): Box | null {
  if (!name) return null;
  const element = document.querySelector<HTMLElement>(`.td-header [aria-label="${name}"]`);
  const rect = element?.getBoundingClientRect();
  return rect && rect.width > 0 ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null;
}

/**
 * The guided tour (A§2.6, §4.11, §9.4) for a brand-new blogger on the dashboard: steps over a dimmed glass.
 * Any click outside closes it (and still does what it was for); OK records the dismissal on the server, so it
 * never shows again on any device; scrolling about one window height away closes it, the glass fading.
 * Drawn into document.body like the phone drawer: inside the shell's header slot (a stacking context at z 50)
 * its z-index would count only there, and the conversation docks (z 60) would sit on top of it.
 * The default export, so React.lazy takes the module as it is, with no wrapper in the first screen's code.
 */
export default function GuidedTour({ userName, canMessage }: { userName: string; canMessage: boolean }) {
  const onDashboard = /^\/dashboard\/?$/.test(usePathname());
  const [tour, setTour] = useState<TourState | null>(null);
  const [step, setStep] = useState(0);
  const [closed, setClosed] = useState(false);
  const [opacity, setOpacity] = useState(1);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const popover = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  /** Where focus was before it went into the tour: it goes back there when the tour closes around it. */
  const returnTo = useRef<HTMLElement | null>(null);
  const steps = tourSteps(canMessage);
  const current = steps[step]!;
  // Waits while any overlay is open and while another hint (the messaging tutorial) is shown.
  const visible = useHint(Boolean(tour?.show) && !closed && onDashboard, true);

  // Asked once per person, on the dashboard only.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!onDashboard || asked.current === userName) return;
    asked.current = userName;
    let live = true;
    setTour(null);
    api.get<TourState>('/svc/tour').then(
      (answer) => live && setTour(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userName, onDashboard]);

  useLayoutEffect(() => {
    if (!visible || !popover.current) return;
    const size = { width: popover.current.offsetWidth, height: popover.current.offsetHeight };
    setPlacement(tourPlacement(targetBox(current.target), size, { width: window.innerWidth, height: window.innerHeight }));
  }, [visible, current.target]);

  // The step's main button takes keyboard focus as the tour shows and at each step (Next goes at the last one),
  // unless the person is busy elsewhere on the page.
  useEffect(() => {
    if (!visible || !placement) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || popover.current?.contains(focused)) primary.current?.focus();
  }, [visible, placement, step]);

  /** Closes the tour; focus inside it goes back where it was (the box the person was typing in), not to the page. */
  const close = useCallback(() => {
    if (popover.current?.contains(document.activeElement) && returnTo.current?.isConnected) returnTo.current.focus();
    setClosed(true);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const start = window.scrollY;
    const focused = document.activeElement;
    returnTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !popover.current?.contains(event.target)) returnTo.current = event.target;
    };
    const onScroll = () => {
      const fade = fadeOf(window.scrollY - start, window.innerHeight);
      setOpacity(fade.opacity);
      if (fade.closed) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!popover.current?.contains(event.target as Node)) setClosed(true);
    };
    // The tour is the top layer while shown (it waits while any overlay is open), so its Escape is taken first,
    // in the capture phase, and marked handled: a conversation window under the glass then keeps it open.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [visible, close]);

  if (!visible || !tour?.blog_name) return null;
  const last = step === steps.length - 1;
  const dismiss = () => {
    close();
    void api.post('/svc/tour/dismiss', {}).catch(() => undefined);
  };
  const highlight = targetBox(current.target);
  return createPortal(
    <>
      <div className="td-tour__glass" style={{ opacity }} aria-hidden="true" />
      {highlight && (
        <div className="td-tour__highlight" aria-hidden="true" style={{ top: highlight.top - 4, left: highlight.left - 4, width: highlight.width + 8, height: highlight.height + 8 }} />
      )}
      <div
        ref={popover}
        className={`td-tour td-tour--${current.template} td-tour--${placement?.side ?? 'below'}`}
        role="dialog"
        aria-labelledby="td-tour-title"
        aria-describedby="td-tour-text"
        style={placement ? { top: placement.top, left: placement.left } : { visibility: 'hidden' }}
      >
        <p className="td-tour__count">
          Tour, step {step + 1} of {steps.length}
        </p>
        <h2 id="td-tour-title" className="td-tour__title">
          {current.title}
        </h2>
        <p id="td-tour-text">{current.text}</p>
        <div className="td-tour__actions">
          {current.template === 'appearance' && (
            <SpaLink href={`/settings/blog/${tour.blog_name}`} className="td-tour__edit" onClick={dismiss}>
              Edit appearance
            </SpaLink>
          )}
          {last ? (
            <button ref={primary} type="button" onClick={dismiss}>
              OK
            </button>
          ) : (
            <>
              <button type="button" className="td-tour__secondary" onClick={dismiss}>
                OK
              </button>
              <button ref={primary} type="button" onClick={() => setStep(step + 1)}>
                Next
              </button>
            </>
          )}
        </div>
      </div>
    </>,
    document.body,
  );
}
