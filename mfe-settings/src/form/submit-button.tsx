import type { ReactNode } from 'react';

/**
 * A submit button that stays focusable while it cannot be used (saving, or nothing to send): `disabled` would
 * drop the keyboard focus to the page, so it says aria-disabled and ignores the press instead.
 */
export function SubmitButton({ inactive, className, children }: { inactive: boolean; className?: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={inactive || undefined}
      onClick={(event) => {
        if (inactive) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
