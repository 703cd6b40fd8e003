import { useState, type FormEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { validateRegistration, type AccountField, type RegisterInput } from '@tumbledash/shared';
import { keepingRedirect, submitAccountForm } from './account-submit';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { useFirstInvalidFocus } from './use-first-invalid-focus';

type FieldErrors = Partial<Record<AccountField, string>>;

export function RegisterPage() {
  const [input, setInput] = useState<RegisterInput>({ email: '', password: '', blog_name: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFirstInvalidFocus(errors);

  const change = (field: AccountField) => (event: { target: { value: string } }) =>
    setInput((previous) => ({ ...previous, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegistration(input);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await submitAccountForm('/svc/account/register', {
      email: input.email.trim(),
      password: input.password,
      blog_name: input.blog_name.trim(),
    });
    setBusy(false);
    if (result.ok) return;
    const fieldErrors: FieldErrors = {};
    for (const field of ['email', 'password', 'blog_name'] as const) {
      const message = result.error.fieldMessage(field);
      if (message) fieldErrors[field] = message;
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) setFormError(result.error.message);
  };

  return (
    <section className="td-page td-page--narrow" aria-labelledby="td-register-title">
      <h1 id="td-register-title">Sign up for Tumbledash</h1>
      <form ref={form} className="td-account-form" onSubmit={onSubmit} noValidate>
        <FormField label="Email" type="email" autoComplete="email" value={input.email} onChange={change('email')} error={errors.email} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={input.password}
          onChange={change('password')}
          error={errors.password}
        />
        <FormField
          label="Blog name"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={input.blog_name}
          onChange={change('blog_name')}
          error={errors.blog_name}
        />
        <FormAlert message={formError} />
        <button type="submit" aria-disabled={busy}>
          Sign up
        </button>
      </form>
      <p className="td-account-form__switch">
        Already have an account? <a href={keepingRedirect('/login', window.location.search)} onClick={navigateToUrl}>
          Log in
        </a>
      </p>
    </section>
  );
}
