import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, TWO_FACTOR_MESSAGES, type TwoFactorConfirmed, type TwoFactorEnrolment } from '@tumbledash/shared';
import { CURRENT_PASSWORD_MESSAGES, TWO_FACTOR_SETUP_CODE_MISSING } from '@tumbledash/shared/texts';
import { LoadState } from '../form/load-state';
import { SaveStatus } from '../form/save-status';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useLoad } from '../form/use-load';
import { useSave } from '../form/use-save';
import { RecoveryCodes } from './recovery-codes';
import { recoveryCodesLeft } from './recovery-codes-left';
import { StepHeading } from './step-heading';

interface Status {
  enabled: boolean;
  recovery_codes_left: number;
}

type Step = 'off' | 'enrolment' | 'codes' | 'on';

// The new step's heading, which takes the focus, already says on or off: the status line says what that means.
const TURNED_ON = 'Logging in now asks for a code from your app after your password.';
const TURNED_OFF = 'Logging in now asks for your password only.';

/**
 * /settings/tfa: TOTP two-factor. Off: password, then a QR code and the secret to scan, confirmed with a code;
 * the recovery codes show once. On: turn off with the password and a code.
 */
export function TwoFactorPage() {
  const { state, set } = useLoad<Status>('/svc/settings/tfa');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const save = useSave();
  const step: Step | null = state.status !== 'ready' ? null : codes ? 'codes' : state.data.enabled ? 'on' : enrolment ? 'enrolment' : 'off';
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step | null>(null);
  // A step that replaces another takes the focus, which would else fall to the page with the form that went
  // (the recovery codes focus their own heading); the page's first step leaves it where the page put it.
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous && step !== previous) stepHeading.current?.focus();
  }, [step]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (save.busy || save.refuse({ password: password ? null : CURRENT_PASSWORD_MESSAGES.passwordMissing })) return;
    const result = await save.run(() => api.post<TwoFactorEnrolment>('/svc/settings/tfa/enrol', { password }), 'Scan the code with your authenticator app.');
    if (result) {
      setEnrolment(result);
      setPassword('');
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (save.busy || save.refuse({ code: code.trim() ? null : TWO_FACTOR_SETUP_CODE_MISSING })) return;
    const result = await save.run(() => api.post<TwoFactorConfirmed>('/svc/settings/tfa/confirm', { code }), TURNED_ON);
    if (result) {
      setCodes(result.recovery_codes);
      setEnrolment(null);
      setCode('');
      set({ enabled: true, recovery_codes_left: result.recovery_codes.length });
    }
  };

  const disable = async (event: FormEvent) => {
    event.preventDefault();
    if (save.busy || save.refuse({ password: password ? null : CURRENT_PASSWORD_MESSAGES.passwordMissing, code: code.trim() ? null : TWO_FACTOR_MESSAGES.codeMissing })) return;
    const result = await save.run(() => api.post<Status>('/svc/settings/tfa/disable', { password, code }), TURNED_OFF);
    if (result) {
      set(result);
      setPassword('');
      setCode('');
    }
  };

  const passwordField = (
    <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={save.fieldError('password')} />
  );
  const codeField = (label: string) => (
    <TextField label={label} inputMode="text" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={save.fieldError('code')} />
  );

  return (
    <section aria-labelledby="td-settings-tfa">
      <h1 id="td-settings-tfa">Two-factor authentication</h1>
      <LoadState state={state} />
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      {state.status === 'ready' && !codes && (
        <div className="td-settings__card">
          {state.data.enabled ? (
            <form ref={save.form} onSubmit={disable} noValidate>
              <StepHeading ref={stepHeading}>Two-factor authentication is on</StepHeading>
              <p>{recoveryCodesLeft(state.data.recovery_codes_left)}</p>
              {passwordField}
              {codeField('Code from your app or a recovery code')}
              <SubmitButton inactive={save.busy}>Turn off two-factor authentication</SubmitButton>
            </form>
          ) : enrolment ? (
            <form ref={save.form} onSubmit={confirm} noValidate>
              <StepHeading ref={stepHeading}>Connect your authenticator app</StepHeading>
              <p>Scan this code with an authenticator app, or type the secret key into it. Then enter the 6-digit code it shows.</p>
              <img className="td-settings__qr" src={enrolment.qr_data_url} alt="QR code for your authenticator app" width={200} height={200} />
              <p>
                Secret key: <code data-testid="tfa-secret">{enrolment.secret}</code>
              </p>
              {codeField('6-digit code')}
              <SubmitButton inactive={save.busy}>Turn on</SubmitButton>
            </form>
          ) : (
            <form ref={save.form} onSubmit={start} noValidate>
              <StepHeading ref={stepHeading}>Two-factor authentication is off</StepHeading>
              <p>With two-factor authentication on, logging in asks for a code from an app on your phone after your password.</p>
              {passwordField}
              <SubmitButton inactive={save.busy}>Set up two-factor authentication</SubmitButton>
            </form>
          )}
          <SaveStatus state={save.state} fields={['password', 'code']} />
        </div>
      )}
    </section>
  );
}
