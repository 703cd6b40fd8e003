import { navigateToUrl } from 'single-spa';
import { ApiError, api, applyBootstrap, type BootstrapResponse } from '@tumbledash/shared';

export type SubmitResult = { ok: true } | { ok: false; error: ApiError };

/** Posts a log-in or sign-up form; on success the session is applied and the dashboard opens. */
export async function submitAccountForm(url: string, body: object): Promise<SubmitResult> {
  try {
    applyBootstrap(await api.post<BootstrapResponse>(url, body));
    navigateToUrl('/dashboard');
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof ApiError ? error : new ApiError(0, '') };
  }
}
