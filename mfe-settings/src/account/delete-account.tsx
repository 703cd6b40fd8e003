import { useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { api, applyBootstrap, dialogs, type BootstrapResponse } from '@tumbledash/shared';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (deletion.busy || !password) return;
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
        <form onSubmit={submit} noValidate>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={deletion.fieldError('password')}
          />
          <SubmitButton className="td-settings__danger" inactive={deletion.busy || !password}>
            Delete my account
          </SubmitButton>{' '}
          <button type="button" onClick={() => setOpen(false)}>
            Nevermind
          </button>
          <SaveStatus state={deletion.state} fields={['password']} />
        </form>
      ) : (
        <button type="button" className="td-settings__danger" onClick={() => setOpen(true)}>
          Delete account
        </button>
      )}
    </section>
  );
}
