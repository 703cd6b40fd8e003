import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { api, applyBootstrap, dialogs, type BootstrapResponse } from '@tumbledash/shared';
import { CURRENT_PASSWORD_MESSAGES } from '@tumbledash/shared/texts';
import { SaveStatus } from '../form/save-status';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useSave } from '../form/use-save';

export const DELETE_CONFIRM = 'Delete your account and every blog only you own? This cannot be undone.';

/**
 * The password, then a confirm; the server removes everything in one transaction. Its password and outcome live
 * only while it is open, so opening it again starts clean.
 */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const deletion = useSave();
  const passwordInput = useRef<HTMLInputElement>(null);
  // It opens in place of the pressed button: the keyboard goes to its field.
  useEffect(() => {
    passwordInput.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (deletion.busy || deletion.refuse({ password: password ? null : CURRENT_PASSWORD_MESSAGES.passwordMissing })) return;
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
      <button type="button" onClick={onCancel}>
        Nevermind
      </button>
      <SaveStatus state={deletion.state} fields={['password']} />
    </form>
  );
}
