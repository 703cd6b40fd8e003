import { useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { keepingRedirect, submitAccountForm } from './account-submit';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { loginProblems, type LoginField } from './login-problems';
import { TwoFactorStep } from './two-factor-step';
import { useFirstInvalidFocus } from './use-first-invalid-focus';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<LoginField, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const form = useFirstInvalidFocus(problems);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = loginProblems({ email, password });
    setProblems(found);
    setError('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await submitAccountForm('/svc/account/login', { email: email.trim(), password });
    setBusy(false);
    if (!result.ok) setError(result.error.message);
    else if (result.twoFactor) setTwoFactor(true);
  };

  if (twoFactor) return <TwoFactorStep onRestart={() => setTwoFactor(false)} />;

  return (
    <section className="td-page td-page--narrow" aria-labelledby="td-login-title">
      <h1 id="td-login-title">Log in to Tumbledash</h1>
      <form ref={form} className="td-account-form" onSubmit={onSubmit} noValidate>
        <FormField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={problems.email} />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={problems.password}
        />
        <FormAlert message={error} />
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
