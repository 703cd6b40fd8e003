import { useEffect, useState } from 'react';

/**
 * Keeps the last value on the page for `duration` ms after it went away, so it can animate out (B§9:
 * plugins out 300 ms, preview out 200 ms). `leaving` is true meanwhile.
 */
export function useLeaving<T>(value: T | null, duration: number): { shown: T | null; leaving: boolean } {
  const [last, setLast] = useState<T | null>(value);
  // Derived from the previous render (React's documented pattern), so a new value shows at once.
  if (value !== null && value !== last) setLast(value);

  useEffect(() => {
    if (value !== null || last === null) return;
    const timer = setTimeout(() => setLast(null), duration);
    return () => clearTimeout(timer);
  }, [value, last, duration]);

  return value !== null ? { shown: value, leaving: false } : { shown: last, leaving: last !== null };
}
