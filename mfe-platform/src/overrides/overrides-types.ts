/**
 * What the shell hands the overrides panel (shell/src/registry/overrides-panel.ts loads `./OverridesPanel`).
 * The shell checks and stores the choice; the panel only shows and collects it.
 */
export interface RemoteOverride {
  /** A published version, or `dev` for a dev server. */
  version: string;
  entry: string;
}

export type Overrides = Record<string, RemoteOverride>;

export interface OverridesPanelProps {
  /** Every remote of the site with the version the registry serves. */
  remotes: { name: string; live: string }[];
  /** This browser's overrides now. */
  overrides: Overrides;
  /** Development mode: dev servers on this machine may be chosen, and no admin role is needed. */
  development: boolean;
  /** Stores the choice (an empty one clears them) and reloads; answers remote → why it was refused. */
  onSave: (overrides: Overrides) => Record<string, string>;
  onClose: () => void;
}

export const DEV_VERSION = 'dev';

export const publishedEntry = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

/** The dev servers' ports (README, "Run one remote alone"): the address a dev-server choice starts with. */
const DEV_PORTS: Record<string, number> = {
  'mfe-header': 8101,
  'mfe-dashboard': 8102,
  'mfe-compose': 8103,
  'mfe-messaging': 8104,
  'mfe-peepr': 8105,
  'mfe-share': 8106,
  'mfe-settings': 8107,
  'mfe-platform': 8108,
};

export const devServerEntry = (remote: string) => (DEV_PORTS[remote] ? `http://localhost:${DEV_PORTS[remote]}/mf-manifest.json` : '');
