import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `delay` ms: loaders show only when loading lasts (B§9: 250 ms). */
export function useDelayed(active: boolean, delay = 250): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return active && shown;
}
