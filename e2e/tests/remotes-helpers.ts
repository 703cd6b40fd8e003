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
