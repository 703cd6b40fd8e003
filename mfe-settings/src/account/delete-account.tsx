import { useEffect, useRef, useState } from 'react';
import { DeleteAccountForm } from './delete-account-form';

/** Delete account: a button that opens the form (password, then a confirm); Nevermind closes it. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const reveal = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Nevermind goes away as the form closes: the keyboard goes back to the button that opened it.
  useEffect(() => {
    if (!open && opened.current) reveal.current?.focus();
    opened.current ||= open;
  }, [open]);

  return (
    <section className="td-settings__card td-settings__card--danger" aria-labelledby="td-settings-delete">
      <h2 id="td-settings-delete">Delete account</h2>
      <p>Deleting your account deletes the blogs only you own, with their posts and messages.</p>
      {open ? (
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" ref={reveal} className="td-settings__danger" onClick={() => setOpen(true)}>
          Delete account
        </button>
      )}
    </section>
  );
}
