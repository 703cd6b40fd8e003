import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { adLoader as defaultLoader, type AdLoader } from './ad-loader';
import './ads.css';

interface AdSlotProps {
  placement: 'inline' | 'side';
  loader?: AdLoader;
}

/**
 * One ad slot (B§2). It takes no room until an ad is in it, so filling or removing it never moves the posts;
 * when the ads fail it removes its container (B§4).
 */
export function AdSlot({ placement, loader = defaultLoader }: AdSlotProps) {
  const status = useSyncExternalStore(loader.subscribe, loader.status, loader.status);
  const slotRef = useRef<HTMLDivElement>(null);
  const [filled, setFilled] = useState(false);

  useEffect(() => loader.start(), [loader]);

  useEffect(() => {
    const network = loader.network();
    const slot = slotRef.current;
    if (status !== 'ready' || !network || !slot || filled) return;
    setFilled(network.render(slot, placement));
  }, [status, loader, placement, filled]);

  if (status === 'failed') return null;
  return (
    <aside
      className={`td-dash-ad td-dash-ad--${placement}${filled ? ' td-dash-ad--filled' : ''}`}
      aria-label="Sponsored"
      hidden={!filled}
      data-ad-slot={placement}
    >
      {filled && <p className="td-dash-ad__label">Sponsored</p>}
      <div ref={slotRef} className="td-dash-ad__content" />
    </aside>
  );
}
