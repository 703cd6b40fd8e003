import { navigateToUrl } from 'single-spa';
import { afterSignInPath } from '../routes/routes';
import { ApiError, api, applyBootstrap, session, type BootstrapResponse, type TwoFactorRequired } from '@tumbledash/shared';

export type SubmitResult = { ok: true; twoFactor?: boolean } | { ok: false; error: ApiError };

/** The other account page's address, keeping where to go afterwards. */
export function keepingRedirect(path: string, search: string): string {
  const target = new URLSearchParams(search).get('redirect_to');
  return target ? `${path}?${new URLSearchParams({ redirect_to: target }).toString()}` : path;
}

/** Posts a log-in or sign-up form; on success the session is applied and the page asked for opens. */
export async function submitAccountForm(url: string, body: object): Promise<SubmitResult> {
  try {
    const answer = await api.post<BootstrapResponse | TwoFactorRequired>(url, body);
    if ('two_factor_required' in answer) {
      // Still signed out: the code is asked next, on the renewed session's form key.
      session.set({ ...session.get(), formKey: answer.form_key });
      return { ok: true, twoFactor: true };
    }
    // Read before the session changes: the shell's own redirect may have left this page by then.
    const target = afterSignInPath(window.location.search);
    applyBootstrap(answer);
    navigateToUrl(target);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof ApiError ? error : new ApiError(0, '') };
  }
}
