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
  /** The built shell (index.html and its assets). */
  shellDist: string;
  /** Trust X-Forwarded-* (behind a load balancer), so cookies get `Secure` on https. */
  trustProxy: boolean;
  /** The development outbox page (/dev/outbox); off when NODE_ENV=production. */
  devOutbox: boolean;
  /** Send mail over SMTP (nodemailer) to this server; without it mail goes to the development outbox. */
  smtpUrl: string | undefined;
  /** The From of mail sent over SMTP. */
  mailFrom: string | undefined;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Relative paths in the environment are read against the directory the server was started from.
  const path = (value: string | undefined, fallback: string) => (value ? resolve(process.cwd(), value) : fallback);
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: path(env.DATA_DIR, resolve(REPO_ROOT, 'var')),
    databaseUrl: env.DATABASE_URL || undefined,
    shellDist: path(env.SHELL_DIST, resolve(REPO_ROOT, 'shell/dist')),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    devOutbox: env.NODE_ENV !== 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
  };
}
