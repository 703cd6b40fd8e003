import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FORM_KEY_HEADER, SESSION_COOKIE } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { forbidden, unauthorized } from '../http/envelope.js';
import { randomToken, safeEqual, sha256 } from '../http/tokens.js';

/** A session unused this long ends (`SESSION_IDLE_DAYS`, default 30); every use pushes the end back. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
let idleSeconds = SESSION_TTL_SECONDS;
/** How often a session's last use is written (not on every request). */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/**
 * The cookie's name over https: `__Host-` makes the browser keep it only when Secure, for this host and Path=/,
 * so no subdomain or plain-http page can plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** 128 random bits, base64url. Anything else in the cookie is ignored without a lookup. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SessionState {
  idHash: string;
  /** When it was last used, from where and with which browser (settings lists the sessions). */
  lastSeenAt?: Date;
  ip?: string | null;
  userAgent?: string | null;
  userId: string | null;
  formKey: string;
  /** The user's current channel: the remembered one if still theirs, else the primary, else the first. */
  currentBlogId: string | null;
}

/** A signed-in session, as handlers that require one see it. */
export type UserSession = SessionState & { userId: string };

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
  }
}

export async function loadSession(db: Db, cookieValue: string | undefined): Promise<SessionState | null> {
  if (!cookieValue || !SESSION_ID_PATTERN.test(cookieValue)) return null;
  const idHash = sha256(cookieValue);
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.user_id',
      's.form_key',
      's.last_seen_at',
      's.ip',
      's.user_agent',
      sql<string | null>`(
        SELECT m.blog_id FROM blog_members m WHERE m.user_id = s.user_id
        ORDER BY (m.blog_id = u.current_blog_id) IS TRUE DESC, (m.blog_id = u.primary_blog_id) IS TRUE DESC,
          m.created_at, m.blog_id
        LIMIT 1)`.as('current_blog_id'),
    ])
    .where('s.id_hash', '=', idHash)
    .where('s.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  return {
    idHash,
    userId: row.user_id,
    formKey: row.form_key,
    currentBlogId: row.current_blog_id,
    lastSeenAt: new Date(row.last_seen_at),
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

/** Sets how long an unused session lasts (buildServer, from `SESSION_IDLE_DAYS`). */
export function setSessionIdleDays(days: number): void {
  idleSeconds = Math.round(days * 24 * 60 * 60);
}

/** The address and browser a request came from, cut to what the sessions table keeps. */
export function sessionClient(request: FastifyRequest): { ip: string; userAgent: string } {
  // A connection the client has already closed has no address left (request.ip is then undefined).
  return { ip: (request.ip ?? '').slice(0, 100), userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) };
}

/**
 * Inserts a fresh session (new id, new form key) and deletes the one it replaces, so an id known before
 * sign-in, sign-up or sign-out is useless after it (session fixation). Returns the new cookie value.
 * Takes a transaction when it is part of a larger change; set the cookie only after that commits.
 */
export async function startSession(
  db: Db,
  replacing: SessionState | null,
  userId: string | null,
  client?: { ip: string; userAgent: string },
): Promise<string> {
  if (replacing) await db.deleteFrom('sessions').where('id_hash', '=', replacing.idHash).execute();
  const id = randomToken(16);
  await db
    .insertInto('sessions')
    .values({
      id_hash: sha256(id),
      user_id: userId,
      form_key: randomToken(24),
      expires_at: new Date(Date.now() + idleSeconds * 1000),
      ip: client?.ip ?? null,
      user_agent: client?.userAgent ?? null,
    })
    .execute();
  return id;
}

/** Hands the new session to the browser and to the rest of this request. */
/** HttpOnly, SameSite=Lax, Path=/; over https Secure and `__Host-` named. */
function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  const secure = request.protocol === 'https';
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: idleSeconds });
}

export async function applySession(db: Db, request: FastifyRequest, reply: FastifyReply, id: string): Promise<SessionState> {
  setSessionCookie(request, reply, id);
  const state = await loadSession(db, id);
  if (!state) throw new Error('a session just created could not be read back');
  request.session = state;
  return state;
}

export async function renewSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
): Promise<SessionState> {
  return applySession(db, request, reply, await startSession(db, request.session, userId, sessionClient(request)));
}

export function requireUser(request: FastifyRequest): UserSession {
  const session = request.session;
  if (!session || session.userId === null) throw unauthorized();
  return session as UserSession;
}

function presentedFormKey(request: FastifyRequest): string | undefined {
  const header = request.headers[FORM_KEY_HEADER];
  if (typeof header === 'string' && header) return header;
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const field = (body as Record<string, unknown>).form_key;
    if (typeof field === 'string') return field;
  }
  return undefined;
}

/**
 * Loads the session of every API request, and refuses any write that does not carry the session's
 * form key (header or `form_key` body field) before validation or the handler run: nothing changes.
 */
export async function sessionHooks(app: FastifyInstance, db: Db): Promise<void> {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    // Over https only the __Host- cookie counts: a plain one could have been planted from elsewhere.
    const id = request.cookies[request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE];
    request.session = await loadSession(db, id);
    // In use: the browser keeps the cookie as long as the server keeps the session.
    if (request.session && (await touchSession(db, request.session, sessionClient(request)))) setSessionCookie(request, reply, id!);
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const presented = presentedFormKey(request);
    if (!request.session || !presented || !safeEqual(presented, request.session.formKey)) {
      throw forbidden('Invalid form key');
    }
  });
}

/**
 * Records a use: pushes the end of an idle session back and keeps where it was used from, written at most
 * every few minutes (or at once when the address or browser changed).
 */
async function touchSession(db: Db, session: SessionState, client: { ip: string; userAgent: string }): Promise<boolean> {
  const stale = !session.lastSeenAt || Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
  if (!stale && session.ip === client.ip && session.userAgent === client.userAgent) return false;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(), expires_at: new Date(Date.now() + idleSeconds * 1000), ip: client.ip, user_agent: client.userAgent })
    .where('id_hash', '=', session.idHash)
    .execute();
  return stale;
}

/** Removes sessions that have ended; answers how many. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
