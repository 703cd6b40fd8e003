import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, two levels above this file (api/src). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Config {
  port: number;
  host: string;
  /** Where PGlite, media uploads, remotes.json and published remotes live. */
  dataDir: string;
  /** Set to use a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGLITE_WASM_TIER_UP=1: PGlite's WebAssembly also gets V8's optimizing tier (db/connect.ts `compileWasmOnBaselineTier`). */
  pgliteWasmTierUp: boolean;
  /** The built shell (index.html and its assets). */
  shellDist: string;
  /**
   * Trust X-Forwarded-For/-Proto/-Host from a TLS-terminating proxy, so the client's address is known and a
   * request that came over https gets Secure `__Host-` cookies and HSTS: true (any proxy) or addresses/CIDRs.
   */
  trustProxy: boolean | string;
  /** Days an unused session lasts (each use pushes its end back). */
  sessionIdleDays: number;
  /** The development outbox page (/dev/outbox); off when NODE_ENV=production. */
  devOutbox: boolean;
  /** Send mail over SMTP (nodemailer) to this server; without it mail goes to the development outbox. */
  smtpUrl: string | undefined;
  /** The From of mail sent over SMTP. */
  mailFrom: string | undefined;
}

/** `1`/`true`: trust the proxy in front; a comma list of addresses or CIDRs: trust only those. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  if (/^[0-9a-fA-F.:/,\s]+$/.test(value)) return value;
  throw new Error(`TRUST_PROXY must be 1, true, or a comma-separated list of proxy addresses, got "${value}"`);
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return parsed;
}

/** nodemailer loads with the first mail (mail/smtp.ts), so a wrong address is refused here, at start (not echoed: it may hold a password). */
function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !['smtp:', 'smtps:'].includes(new URL(value).protocol)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Relative paths in the environment are read against the directory the server was started from.
  const path = (value: string | undefined, fallback: string) => (value ? resolve(process.cwd(), value) : fallback);
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: path(env.DATA_DIR, resolve(REPO_ROOT, 'var')),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteWasmTierUp: env.PGLITE_WASM_TIER_UP === '1',
    shellDist: path(env.SHELL_DIST, resolve(REPO_ROOT, 'shell/dist')),
    trustProxy: trustProxy(env.TRUST_PROXY),
    sessionIdleDays: positiveNumber('SESSION_IDLE_DAYS', env.SESSION_IDLE_DAYS, 30),
    devOutbox: env.NODE_ENV !== 'production',
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || undefined,
  };
}
