import { api, type PlatformRemotes } from '@tumbledash/shared';

export type ConsoleData = PlatformRemotes;
export type RemoteHealth = ConsoleData['remotes'][number];
export type VersionRow = RemoteHealth['versions'][number];

/** The console's calls (api/src/platform/routes.ts); a test hands the console its own. */
export interface PlatformClient {
  remotes(): Promise<ConsoleData>;
  /** Makes a published version live, as `npm run deploy:remote -- <remote> --rollback <version>` does. */
  switchTo(remote: string, version: string): Promise<unknown>;
}

export const platformApi: PlatformClient = {
  remotes: () => api.get<ConsoleData>('/svc/platform/remotes'),
  switchTo: (remote, version) => api.post('/svc/platform/switch', { remote, version }),
};
