import { verifyPassword } from '../accounts/password.js';
import { CURRENT_PASSWORD_MESSAGES } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { badRequest } from '../http/envelope.js';

/** An empty current password is missing, not wrong: 400 naming the field either way. */
export async function checkCurrentPassword(db: Db, userId: string, password: string, field: string): Promise<void> {
  if (!password) {
    throw badRequest(CURRENT_PASSWORD_MESSAGES.passwordMissing, [{ field, detail: CURRENT_PASSWORD_MESSAGES.passwordMissing }]);
  }
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, user.password_hash))) {
    throw badRequest(CURRENT_PASSWORD_MESSAGES.passwordWrong, [{ field, detail: CURRENT_PASSWORD_MESSAGES.passwordWrong }]);
  }
}
