import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, api, session, type AccountSettings } from '@tumbledash/shared';
import { CURRENT_PASSWORD_MESSAGES } from '@tumbledash/shared/texts';
import { LoadState } from '../form/load-state';
import { SaveStatus } from '../form/save-status';
import { SwitchField } from '../form/switch-field';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useLoad } from '../form/use-load';
import { useSave } from '../form/use-save';
import { DeleteAccount } from './delete-account';

/** Tell peepr and messaging at once: they read safe_mode from the session (B§4). */
function shareSafeMode(safeMode: boolean): void {
  const current = session.get();
  if (current.user) session.set({ ...current, user: { ...current.user, safe_mode: safeMode } });
}

/** /settings/account: email (changed by a link mailed to the new address), Safe Mode, delete account. */
export function AccountPage() {
  const { state, set } = useLoad<AccountSettings>('/svc/settings/account');
  const email = useSave();
  const safeMode = useSave();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const changed = new URLSearchParams(window.location.search).has('email_changed');

  const changeEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (email.busy) return;
    if (email.refuse({ email: newEmail.trim() ? null : ACCOUNT_MESSAGES.emailMissing, password: password ? null : CURRENT_PASSWORD_MESSAGES.passwordMissing })) return;
    const saved = await email.run(
      () => api.post<AccountSettings>('/svc/settings/account/email', { email: newEmail.trim(), password }),
      (result) => `Check ${result.pending_email ?? newEmail} for a link to confirm your new address.`,
    );
    if (saved) {
      set(saved);
      setNewEmail('');
      setPassword('');
    }
  };

  const toggleSafeMode = async (on: boolean) => {
    const saved = await safeMode.run(() => api.post<AccountSettings>('/svc/settings/account/safe_mode', { safe_mode: on }), on ? 'Safe Mode is on.' : 'Safe Mode is off.');
    if (saved) {
      set(saved);
      shareSafeMode(saved.safe_mode);
    }
  };

  return (
    <section aria-labelledby="td-settings-account">
      <h1 id="td-settings-account">Account</h1>
      <LoadState state={state} />
      {state.status === 'ready' && (
        <>
          <section className="td-settings__card" aria-labelledby="td-settings-email">
            <h2 id="td-settings-email">Email</h2>
            {changed && <p role="status">Your new email address is confirmed.</p>}
            <p>
              Your email address is <strong>{state.data.email}</strong>
              {state.data.is_verified_email ? ' (verified).' : ' (not verified yet).'}
            </p>
            {state.data.pending_email && (
              <p>
                Waiting for you to confirm <strong>{state.data.pending_email}</strong> with the link we mailed to it.
              </p>
            )}
            <form ref={email.form} onSubmit={changeEmail} noValidate>
              <TextField label="New email address" type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} error={email.fieldError('email')} />
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={email.fieldError('password')}
              />
              <SubmitButton inactive={email.busy}>Change email</SubmitButton>
              <SaveStatus state={email.state} fields={['email', 'password']} />
            </form>
          </section>
          <section className="td-settings__card" aria-labelledby="td-settings-safe-mode">
            <h2 id="td-settings-safe-mode">Safe Mode</h2>
            <SwitchField
              label="Safe Mode"
              description="Hides sensitive media in blogs, posts and messages."
              checked={state.data.safe_mode}
              disabled={safeMode.busy}
              onChange={(on) => void toggleSafeMode(on)}
            />
            <SaveStatus state={safeMode.state} />
          </section>
          <DeleteAccount />
        </>
      )}
    </section>
  );
}
