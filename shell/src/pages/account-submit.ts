import { navigateToUrl } from 'single-spa';
import { ApiError, api, applyBootstrap, session, type BootstrapResponse, type TwoFactorRequired } from '@tumbledash/shared';

export type SubmitResult = { ok: true; twoFactor?: boolean } | { ok: false; error: ApiError };

/** Posts a log-in or sign-up form; on success the session is applied and the dashboard opens. */
export async function submitAccountForm(url: string, body: object): Promise<SubmitResult> {
  try {
    const answer = await api.post<BootstrapResponse | TwoFactorRequired>(url, body);
    if ('two_factor_required' in answer) {
      // Still signed out: the code is asked next, on the renewed session's form key.
      session.set({ ...session.get(), formKey: answer.form_key });
      return { ok: true, twoFactor: true };
    }
    applyBootstrap(answer);
    navigateToUrl('/dashboard');
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof ApiError ? error : new ApiError(0, '') };
  }
}
