import { ApiError, FORBIDDEN_MESSAGE } from '@tumbledash/shared';

export { FORBIDDEN_MESSAGE };
export const SAVED = 'Saved.';
export const PASSWORD_RULE = 'At least 8 characters.';

/** The status text of a 404 that carries no words of its own. */
const BARE_NOT_FOUND = 'Not Found';

/**
 * What a person reads for a failed call: the server's words for 400/403/409 (a 403 without words reads as the
 * spec's), and for a 404 that says what is missing ("There is no blog by that name."): on a settings form a
 * missing thing is the answer, not the technical trouble of A§8.3's post actions.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return new ApiError(0, '').message;
  if (error.kind === 'not-found' && error.serverMessage && error.serverMessage !== BARE_NOT_FOUND) return error.serverMessage;
  return error.message;
}

/** A form with a single field tells every refusal under it: the same error, its words on that field. */
export function onField(error: unknown, field: string): ApiError {
  const words = errorText(error);
  const status = error instanceof ApiError ? error.status : 0;
  return new ApiError(status, error instanceof ApiError ? error.serverMessage : '', [{ field, detail: words }]);
}

/** True when every message of a failed call is already shown beside one of `fields`: the status line then stays quiet. */
export function shownBesideFields(error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.errors.length === 0) return false;
  return error.errors.every((detail) => detail.field !== undefined && fields.includes(detail.field));
}
