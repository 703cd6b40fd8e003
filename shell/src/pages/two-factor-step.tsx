import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, TWO_FACTOR_MESSAGES } from '@tumbledash/shared';
import { submitAccountForm } from './account-submit';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { useFirstInvalidFocus } from './use-first-invalid-focus';

/** The log-in's second step with two-factor on: a code from the app, or a recovery code (accepted once). */
export function TwoFactorStep({ onRestart }: { onRestart: () => void }) {
  const [code, setCode] = useState('');
  // A missing or wrong code sits under the Code field; anything else (e.g. too many tries) is the form's.
  const [problems, setProblems] = useState<{ code?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useFirstInvalidFocus(problems);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    if (!code.trim()) return setProblems({ code: TWO_FACTOR_MESSAGES.codeMissing });
    setProblems({});
    setBusy(true);
    const result = await submitAccountForm('/svc/account/login/tfa', { code: code.trim() });
    setBusy(false);
    if (result.ok) return;
    // The five minutes ran out, or too many wrong codes: the password is asked again.
    if (result.error instanceof ApiError && result.error.kind === 'unauthorized') {
      onRestart();
      return;
    }
    const message = result.error.fieldMessage('code');
    if (message) setProblems({ code: message });
    else setError(result.error.message);
  };

  return (
    <section className="td-page td-page--narrow" aria-labelledby="td-tfa-title">
      <h1 id="td-tfa-title" tabIndex={-1} ref={heading}>
        Two-factor authentication
      </h1>
      <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <form ref={form} className="td-account-form" onSubmit={onSubmit} noValidate>
        <FormField
          label="Code"
          autoComplete="one-time-code"
          inputMode="text"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={problems.code}
        />
        <FormAlert message={error} />
        <button type="submit" aria-disabled={busy}>
          Verify
        </button>
      </form>
    </section>
  );
}
