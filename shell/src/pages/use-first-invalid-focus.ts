import { useEffect, useRef } from 'react';

/**
 * Goes on an account form: each time it is refused with problems by field (a new `problems` object), the keyboard
 * moves to its first field in error, which reads its message; a refusal of the whole form leaves it on the button.
 */
export function useFirstInvalidFocus(problems: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(problems).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  return form;
}
