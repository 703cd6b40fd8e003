/**
 * The toolbar's keys (WAI-ARIA toolbar pattern): one Tab stop, arrows move between its buttons and wrap, Home
 * and End go to the first and the last. The index of the button to focus, or null for a key it leaves alone.
 */
export function toolbarTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
