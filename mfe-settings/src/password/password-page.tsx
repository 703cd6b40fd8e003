import { useState, type FormEvent } from 'react';
import { api } from '@tumbledash/shared';
import { PASSWORD_RULE } from '../form/messages';
import { SaveStatus } from '../form/save-status';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useSave } from '../form/use-save';
import { passwordProblems } from './password-rules';

/** /settings/password: current and new password; every other session is signed out. */
export function PasswordPage() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const save = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.busy) return;
    if (save.refuse(passwordProblems({ current_password: current, new_password: next, new_password_again: repeat }))) return;
    const done = await save.run(
      () => api.post<{ signed_out_sessions: number }>('/svc/settings/password', { current_password: current, new_password: next }),
      (result) =>
        result.signed_out_sessions === 1
          ? 'Password changed. 1 other session was signed out.'
          : `Password changed. ${result.signed_out_sessions} other sessions were signed out.`,
    );
    if (done) {
      setCurrent('');
      setNext('');
      setRepeat('');
    }
  };

  return (
    <section aria-labelledby="td-settings-password">
      <h1 id="td-settings-password">Change password</h1>
      <form ref={save.form} className="td-settings__card" onSubmit={submit} noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={save.fieldError('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={save.fieldError('new_password')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={save.fieldError('new_password_again')}
        />
        <p className="td-settings__hint">Changing your password signs you out everywhere else.</p>
        <SubmitButton inactive={save.busy}>Change password</SubmitButton>
        <SaveStatus state={save.state} fields={['current_password', 'new_password', 'new_password_again']} />
      </form>
    </section>
  );
}
