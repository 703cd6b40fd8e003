/** How many requests a key may make in a window. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Every rate limit of the server in one place; each is overridable by the environment variable beside it. */
export interface RateLimitConfig {
  /** Failed log-ins per IP address. */
  loginFailuresPerIp: Limit;
  /** Failed log-ins per account (by email, known or not); past it the account's log-ins wait, whatever the IP. */
  loginFailuresPerAccount: Limit;
  /** Sign-ups per IP address. */
  registrationsPerIp: Limit;
  /** New conversations one blog may start in a day (B§8's 429); counted on the conversations themselves. */
  newConversationsPerDay: number;
  /** Per signed-in user: */
  messages: Limit;
  asks: Limit;
  emailShares: Limit;
  /** Shares to the other networks, per user or, for a visitor, per address (they only record the share). */
  networkShares: Limit;
  reports: Limit;
  uploads: Limit;
  /** Behaviour log flushes, console lines and conversion logs together (B§7, A§7.5), per user or, for a visitor, per address. */
  logLady: Limit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginFailuresPerIp: { max: 25, windowMs: 5 * MINUTE },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  registrationsPerIp: { max: 5, windowMs: 60 * MINUTE },
  newConversationsPerDay: 50,
  messages: { max: 30, windowMs: MINUTE },
  asks: { max: 10, windowMs: MINUTE },
  emailShares: { max: 5, windowMs: MINUTE },
  networkShares: { max: 30, windowMs: MINUTE },
  reports: { max: 5, windowMs: MINUTE },
  uploads: { max: 20, windowMs: MINUTE },
  logLady: { max: 20, windowMs: MINUTE },
};

/** The environment variable of each limit (README "Rate limits"). Values look like `25/5m` (s, m, h, d). */
export const RATE_LIMIT_ENV: Record<keyof RateLimitConfig, string> = {
  loginFailuresPerIp: 'RATE_LIMIT_LOGIN_IP',
  loginFailuresPerAccount: 'RATE_LIMIT_LOGIN_ACCOUNT',
  registrationsPerIp: 'RATE_LIMIT_REGISTER_IP',
  newConversationsPerDay: 'RATE_LIMIT_NEW_CONVERSATIONS_PER_DAY',
  messages: 'RATE_LIMIT_MESSAGES',
  asks: 'RATE_LIMIT_ASKS',
  emailShares: 'RATE_LIMIT_EMAIL_SHARES',
  networkShares: 'RATE_LIMIT_NETWORK_SHARES',
  reports: 'RATE_LIMIT_REPORTS',
  uploads: 'RATE_LIMIT_UPLOADS',
  logLady: 'RATE_LIMIT_LOG_LADY',
};

const UNIT_MS: Record<string, number> = { s: 1000, m: MINUTE, h: 60 * MINUTE, d: 24 * 60 * MINUTE };

/** `25/5m` → 25 per 5 minutes. Throws a message naming the variable when it cannot be read. */
export function parseLimit(name: string, value: string): Limit {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{0,6})\s*([smhd])\s*$/.exec(value);
  if (!match) throw new Error(`${name} must look like 25/5m (a number per a time in s, m, h or d), got "${value}"`);
  return { max: Number(match[1]), windowMs: Number(match[2] || 1) * UNIT_MS[match[3]!]! };
}

export function loadRateLimits(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  const config = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(RATE_LIMIT_ENV) as (keyof RateLimitConfig)[]) {
    const name = RATE_LIMIT_ENV[key];
    const value = env[name];
    if (!value) continue;
    if (key === 'newConversationsPerDay') {
      if (!/^\d{1,9}$/.test(value.trim())) throw new Error(`${name} must be a whole number, got "${value}"`);
      config.newConversationsPerDay = Number(value);
    } else {
      config[key] = parseLimit(name, value);
    }
  }
  return config;
}

/** "4 minutes", "1 hour", "30 seconds": how long to wait, for the messages people read. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : seconds < 5400 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
