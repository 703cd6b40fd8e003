import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { FORM_KEY_HEADER, SESSION_COOKIE, type BootstrapResponse, type Envelope } from '../contracts.js';
import type { Db } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { seedDatabase } from '../seed/seed.js';
import { ensureStickers } from '../messaging/stickers.js';
import { buildServer, type ServerOptions } from '../server.js';
import { shareFilesThrough } from '../storage/shared-files.js';
import { openTestDatabase } from './database.js';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../rate-limit/config.js';

/** The default limits a thousand times higher: tests of other things sign up and log in freely from one address. */
export const RELAXED_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, typeof limit === 'number' ? limit : { ...limit, max: limit.max * 1000 }]),
) as unknown as RateLimitConfig;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  shellDist: string;
  /** A browser-like client: keeps the session cookie and sends the form key on writes. */
  client(): TestClient;
  close(): Promise<void>;
}

export const SHELL_INDEX = '<!doctype html><title>Tumbledash</title><div id="root"></div>';

/** A migrated database (seeded if asked), a temporary DATA_DIR and a tiny built shell. */
export async function createTestApp(
  options: { seed?: boolean; server?: Pick<ServerOptions, 'mailer' | 'devOutbox' | 'newConversationsPerDay' | 'opengraph' | 'rateLimits' | 'trustProxy' | 'storage' | 'logger'> } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'td-api-'));
  const shellDist = join(dataDir, 'shell-dist');
  await mkdir(shellDist, { recursive: true });
  await writeFile(join(shellDist, 'index.html'), SHELL_INDEX);
  await writeFile(join(shellDist, 'main.3f9a2c1b.js'), 'console.log("shell")');
  await writeFile(join(shellDist, 'favicon.ico'), '');
  const handle = await openTestDatabase();
  await migrate(handle.db);
  // The shared store is known before the seed writes media, as on a real start.
  if (options.server?.storage) shareFilesThrough(dataDir, options.server.storage);
  if (options.seed) {
    await seedDatabase(handle.db, { dataDir });
    await ensureStickers(handle.db, dataDir);
  }
  const app = await buildServer({ db: handle.db, dataDir, shellDist, rateLimits: RELAXED_RATE_LIMITS, ...options.server });
  await app.ready();
  return {
    app,
    db: handle.db,
    dataDir,
    shellDist,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await handle.close();
      // Retried: a picture's variants may still be being written when the last test ends (ENOTEMPTY).
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

export type Response<T = unknown> = LightMyRequestResponse & { body: string; envelope: Envelope<T> };

export class TestClient {
  sessionId: string | undefined;
  formKey = '';

  /** The server it talks to; tests of several instances point it at another. */
  constructor(public app: FastifyInstance) {}

  async request<T = unknown>(options: InjectOptions & { formKey?: string | null }): Promise<Response<T>> {
    const { formKey, ...inject } = options;
    const method = (inject.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string> | undefined) };
    if (this.sessionId) headers.cookie = `${SESSION_COOKIE}=${this.sessionId}`;
    const key = formKey === undefined ? this.formKey : formKey;
    if (method !== 'GET' && method !== 'HEAD' && key !== null) headers[FORM_KEY_HEADER] = key;
    const response = await this.app.inject({ ...inject, method: method as InjectOptions['method'], headers });
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    if (session) this.sessionId = session.value;
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(response.body) as Envelope<T>;
    } catch {
      envelope = undefined as unknown as Envelope<T>;
    }
    const bootstrap = envelope?.response as Partial<BootstrapResponse> | undefined;
    if (response.statusCode === 200 && typeof bootstrap?.form_key === 'string') this.formKey = bootstrap.form_key;
    return Object.assign(response, { envelope });
  }

  get<T = unknown>(url: string): Promise<Response<T>> {
    return this.request<T>({ method: 'GET', url });
  }

  post<T = unknown>(url: string, payload?: InjectOptions['payload'], formKey?: string | null): Promise<Response<T>> {
    return this.request<T>({ method: 'POST', url, payload, formKey });
  }

  bootstrap(): Promise<Response<BootstrapResponse>> {
    return this.get<BootstrapResponse>('/svc/bootstrap');
  }

  async login(email: string, password: string): Promise<Response<BootstrapResponse>> {
    if (!this.formKey) await this.bootstrap();
    return this.post<BootstrapResponse>('/svc/account/login', { email, password });
  }
}

export const DEMO = { email: 'demo@example.com', password: 'demo-password' } as const;
export const FRIEND = { email: 'friend@example.com', password: 'friend-password' } as const;

/** The account `platformAdmin` signs in: its own person, so no test leans on which seeded person runs the platform. */
export const PLATFORM_ADMIN = { email: 'platform-admin@example.com', password: 'platform-admin-password', blog_name: 'platform-admin' } as const;

/**
 * A client signed in as a platform admin (`users.is_platform_admin`: the platform console and feature flags), on
 * a seeded app or an empty one: registered on the first call, signed in again on later ones.
 */
export async function platformAdmin(t: TestApp): Promise<TestClient> {
  const client = t.client();
  const known = await t.db.selectFrom('users').select('id').where('email', '=', PLATFORM_ADMIN.email).executeTakeFirst();
  if (!known) await client.bootstrap();
  const signedIn = known ? await client.login(PLATFORM_ADMIN.email, PLATFORM_ADMIN.password) : await client.post('/svc/account/register', PLATFORM_ADMIN);
  if (signedIn.statusCode !== 200) throw new Error(`platformAdmin: ${signedIn.statusCode} ${signedIn.body}`);
  await t.db.updateTable('users').set({ is_platform_admin: true }).where('email', '=', PLATFORM_ADMIN.email).execute();
  return client;
}
