import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { sha256 } from '../http/tokens.js';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const ISSUER = 'Tumbledash';
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A fresh 160-bit secret, base32 as apps expect it. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function enrolmentOf(secret: string, label: string): Promise<{ secret: string; otpauth_url: string; qr_data_url: string }> {
  const otpauthUrl = totp(secret, label).toString();
  return { secret, otpauth_url: otpauthUrl, qr_data_url: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }) };
}

/**
 * The time step a code belongs to, allowing one step of clock drift either way; null when it is wrong or
 * not newer than `lastStep` (a code is good for one sign-in).
 */
export function acceptedStep(secret: string, code: string, lastStep: number, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^[0-9]{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, window: 1, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return step > lastStep ? step : null;
}

/** Recovery codes as shown ("xxxxx-xxxxx", lowercase letters and digits). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored of a recovery code: typed with or without the dash, any case. */
export function recoveryCodeHash(code: string): string {
  return sha256(code.trim().toLowerCase().replace(/[\s-]+/g, ''));
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(code.trim().toLowerCase().replace(/[\s-]+/g, ''));
}
