import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { ctaText, type DashboardPost } from '@tumbledash/shared';
import type { DashboardPostExtras } from '../actions/api-types';
import { safeLinkUrl } from '../post-card/urls';
import { ctaOpacity } from './cta-policy';
import './cta.css';

/** The call-to-action button of a post that has one (B§2): a link that fades in as it scrolls into view. */
export function CallToActionButton({ post }: { post: DashboardPost }) {
  const cta = (post as DashboardPost & DashboardPostExtras).cta ?? null;
  const href = safeLinkUrl(cta?.link_url);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [opacity, setOpacity] = useState(1);

  // Measured before paint, so a button already in view never flashes.
  useLayoutEffect(() => {
    const link = linkRef.current;
    if (!link) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setOpacity(ctaOpacity(link.getBoundingClientRect().top, window.innerHeight));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    // Captured: the blog viewer's panel scrolls itself, and a scroll event does not bubble.
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [href]);

  if (!cta || !href) return null;
  return (
    <div className="td-dash-cta">
      <a
        ref={linkRef}
        className="td-dash-cta__button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        // Keyboard focus always shows it in full.
        style={{ '--td-dash-cta-opacity': opacity } as CSSProperties}
      >
        {ctaText(cta.text_code)}
      </a>
    </div>
  );
}
