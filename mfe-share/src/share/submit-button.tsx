import type { SubmitButtonState } from './popover-state';

/**
 * A share sub-form's submit button. Invalid: disabled. Busy (sending, sent): only aria-disabled, because a
 * disabled button drops focus to the page, and the browser does not give it back when the button comes back.
 */
export function SubmitButton({ label, disabled, busy }: SubmitButtonState) {
  return (
    <button type="submit" className="td-share__button td-share__button--primary" disabled={disabled} aria-disabled={busy || undefined}>
      {label}
    </button>
  );
}
