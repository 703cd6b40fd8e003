import { useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { ACCOUNT_MESSAGES } from '@tumbledash/shared';
import { keepingRedirect, submitAccountForm } from './account-submit';
import { FormField } from './form-field';
import { TwoFactorStep } from './two-factor-step';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError(ACCOUNT_MESSAGES.emailMissing);
    if (!password) return setError(ACCOUNT_MESSAGES.passwordMissing);
    setBusy(true);
    setError('');
    const result = await submitAccountForm('/svc/account/login', { email: email.trim(), password });
    setBusy(false);
    if (!result.ok) setError(result.error.message);
    else if (result.twoFactor) setTwoFactor(true);
  };

  if (twoFactor) return <TwoFactorStep onRestart={() => setTwoFactor(false)} />;

  return (
    <section className="td-page td-page--narrow" aria-labelledby="td-login-title">
      <h1 id="td-login-title">Log in to Tumbledash</h1>
      <form className="td-account-form" onSubmit={onSubmit} noValidate>
        <FormField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p role="alert" className="td-account-form__error">
            {error}
          </p>
        )}
        <button type="submit" aria-disabled={busy}>
          Log in
        </button>
      </form>
      <p className="td-account-form__switch">
        New here? <a href={keepingRedirect('/register', window.location.search)} onClick={navigateToUrl}>
          Sign up
        </a>
      </p>
    </section>
  );
}
