import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

export interface RemotesLib {
  ROOT: string;
  publish(name: string, fromDir?: string): Promise<string>;
  rollback(name: string, version?: string): Promise<string>;
  readTable(): Promise<Record<string, { entry: string; version: string }>>;
}

/** The same library `npm run deploy:remote` uses, pointed at the test server's DATA_DIR. */
export async function remotesLib(): Promise<RemotesLib> {
  process.env.DATA_DIR = process.env.E2E_DATA_DIR;
  return (await import(path.resolve(__dirname, '../../scripts/remotes-lib.mjs'))) as RemotesLib;
}

/** The paths of one remote's files the page fetches from now on. */
export function remoteRequests(page: Page, name: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/remotes/${name}/`)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** A canary as the deploy library reports it (scripts/remotes-lib.mjs). */
export interface CanaryRecord {
  version: string;
  percent: number;
  status: 'running' | 'promoted' | 'rolled_back' | 'replaced';
  ended_by: string;
  reason: string;
}

/** The canary commands of the deploy library (`deploy:remote -- <remote> --canary N`, `--promote`, `--rollback`). */
export interface CanaryLib extends RemotesLib {
  publish(name: string, fromDir?: string, options?: { canary?: number }): Promise<string>;
  runningCanary(name: string): Promise<CanaryRecord | null>;
  rollbackCanary(name: string, options?: { version?: string; reason?: string }): Promise<string>;
}

export async function canaryLib(): Promise<CanaryLib> {
  return (await remotesLib()) as CanaryLib;
}

/**
 * A new build of one remote: its dist copied with a line added to remoteEntry.js (a comment, or code run first,
 * e.g. a throw), so it publishes under a new version. The precompressed copies of the changed file go, or the
 * server would send them instead.
 */
export async function changedBuild(lib: RemotesLib, name: string, { prepend = '' }: { prepend?: string } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-build-`));
  await cp(path.join(lib.ROOT, name, 'dist'), dir, { recursive: true });
  const entry = path.join(dir, 'remoteEntry.js');
  await writeFile(entry, `${prepend}\n${await readFile(entry, 'utf8')}\n// built by e2e ${Date.now()} ${Math.random()}\n`);
  await rm(`${entry}.br`, { force: true });
  await rm(`${entry}.gz`, { force: true });
  return dir;
}
