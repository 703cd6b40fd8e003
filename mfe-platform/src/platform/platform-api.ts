import { api, type ApiResponse, type PlatformRemotes } from '@tumbledash/shared';

export type ConsoleData = PlatformRemotes;
export type RemoteHealth = ConsoleData['remotes'][number];
export type VersionRow = RemoteHealth['versions'][number];
export type RunningCanary = NonNullable<RemoteHealth['canary']>;
export type EndedCanary = NonNullable<RemoteHealth['last_canary']>;

/** GET /svc/platform/flags: every feature flag (A§1), on or off, with what it does. */
export type FeatureFlagList = ApiResponse<'/svc/platform/flags', 'get'>;
export type FeatureFlag = FeatureFlagList['flags'][number];

/** The console's calls (api/src/platform/routes.ts); a test hands the console its own. */
export interface PlatformClient {
  remotes(): Promise<ConsoleData>;
  /** Makes a published version live, as `npm run deploy:remote -- <remote> --rollback <version>` does. */
  switchTo(remote: string, version: string): Promise<unknown>;
  /** Makes the running canary live for everyone, as `deploy:remote -- <remote> --promote` does. */
  promoteCanary(remote: string, version: string): Promise<unknown>;
  /** Ends the running canary (everyone back on the stable version), as `deploy:remote -- <remote> --rollback` does. */
  rollBackCanary(remote: string, version: string): Promise<unknown>;
  /** Every feature flag, on or off. */
  flags(): Promise<FeatureFlagList>;
  /** Turns one flag on or off for the whole site; answers the flag as saved. */
  setFlag(name: string, enabled: boolean): Promise<FeatureFlag>;
}

export const platformApi: PlatformClient = {
  remotes: () => api.get<ConsoleData>('/svc/platform/remotes'),
  switchTo: (remote, version) => api.post('/svc/platform/switch', { remote, version }),
  promoteCanary: (remote, version) => api.post('/svc/platform/canary/promote', { remote, version }),
  rollBackCanary: (remote, version) => api.post('/svc/platform/canary/rollback', { remote, version }),
  flags: () => api.get<FeatureFlagList>('/svc/platform/flags'),
  setFlag: (name, enabled) => api.post<FeatureFlag>('/svc/platform/flags', { name, enabled }),
};
