import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { api, applyBootstrap, dialogs, type BootstrapResponse } from '@tumbledash/shared';
import { CURRENT_PASSWORD_MISSING } from '../form/messages';
import { SaveStatus } from '../form/save-status';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useSave } from '../form/use-save';

export const DELETE_CONFIRM = 'Delete your account and every blog only you own? This cannot be undone.';

/** Delete account: the password, then a confirm; the server removes everything in one transaction. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const deletion = useSave();
  const passwordInput = useRef<HTMLInputElement>(null);
  const reveal = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // The pressed button goes away as the form opens or closes: the keyboard goes to what takes its place.
  useEffect(() => {
    if (open) passwordInput.current?.focus();
    else if (opened.current) reveal.current?.focus();
    opened.current ||= open;
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (deletion.busy || deletion.refuse({ password: password ? null : CURRENT_PASSWORD_MISSING })) return;
    const sure = await dialogs.confirm({
      message: DELETE_CONFIRM,
      okLabel: 'Delete my account',
      cancelLabel: 'Nevermind',
      destructive: true,
    });
    if (!sure) return;
    const done = await deletion.run(() => api.post('/svc/settings/account/delete', { password, confirm: true }), 'Your account is deleted.');
    if (done) {
      applyBootstrap(await api.get<BootstrapResponse>('/svc/bootstrap'));
      navigateToUrl('/login');
    }
  };

  return (
    <section className="td-settings__card td-settings__card--danger" aria-labelledby="td-settings-delete">
      <h2 id="td-settings-delete">Delete account</h2>
      <p>Deleting your account deletes the blogs only you own, with their posts and messages.</p>
      {open ? (
        <form ref={deletion.form} onSubmit={submit} noValidate>
          <TextField
            ref={passwordInput}
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={deletion.fieldError('password')}
          />
          <SubmitButton className="td-settings__danger" inactive={deletion.busy}>
            Delete my account
          </SubmitButton>{' '}
          <button type="button" onClick={() => setOpen(false)}>
            Nevermind
          </button>
          <SaveStatus state={deletion.state} fields={['password']} />
        </form>
      ) : (
        <button type="button" ref={reveal} className="td-settings__danger" onClick={() => setOpen(true)}>
          Delete account
        </button>
      )}
    </section>
  );
}
