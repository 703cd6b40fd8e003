import { createRoot } from 'react-dom/client';
import type { RemoteTable } from './remotes';
import { OverridesBadge } from './overrides-badge';
import { asksForPanel, clearOverrides, isPanelShortcut, readOverrides, saveOverrides, type Overrides } from './overrides';

/** What mfe-platform's `./OverridesPanel` exports (mfe-platform/src/overrides/overrides-entry.tsx). */
interface PanelModule {
  mountOverridesPanel: (
    element: HTMLElement,
    props: {
      remotes: { name: string; live: string }[];
      overrides: Overrides;
      development: boolean;
      onSave: (overrides: Overrides) => Record<string, string>;
      onClose: () => void;
    },
  ) => () => void;
}

export const PANEL_MODULE = 'mfe_platform/OverridesPanel';

/** The address without `?overrides`, so the reload after a choice does not open the panel again. */
export function withoutPanelQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('overrides');
  return url.pathname + url.search + url.hash;
}

interface Options {
  /** The registry's table, before this browser's overrides. */
  published: RemoteTable;
  /** remote → version this browser loads instead (what the badge lists). */
  applied: Record<string, string>;
  development: boolean;
  load: (id: string) => Promise<unknown>;
  reload?: (href: string) => void;
}

/**
 * The badge while overrides are active, and the panel (a module of mfe-platform, loaded only when asked for)
 * on Alt+Shift+O or `?overrides`. The shell checks and stores what the panel chose.
 */
export function setUpOverrides({ published, applied, development, load, reload = (href) => window.location.assign(href) }: Options): () => void {
  const reloadClean = () => reload(withoutPanelQuery(window.location.href));
  let open = false;
  const openPanel = async () => {
    if (open) return;
    open = true;
    const element = document.createElement('div');
    element.id = 'td-overrides-panel';
    document.body.appendChild(element);
    try {
      const panel = (await load(PANEL_MODULE)) as PanelModule;
      const unmount = panel.mountOverridesPanel(element, {
        remotes: Object.entries(published).map(([name, remote]) => ({ name, live: remote.version })),
        overrides: readOverrides(),
        development,
        onSave: (overrides) => {
          const refused = saveOverrides(overrides, development);
          if (Object.keys(refused).length === 0) reloadClean();
          return refused;
        },
        onClose: () => {
          unmount();
          element.remove();
          open = false;
        },
      });
    } catch (error) {
      console.error('[shell] the overrides panel could not be loaded', error);
      element.remove();
      open = false;
    }
  };

  if (Object.keys(applied).length > 0) {
    const badge = document.createElement('div');
    badge.id = 'td-overrides-badge';
    document.body.appendChild(badge);
    createRoot(badge).render(
      <OverridesBadge
        applied={applied}
        onChange={() => void openPanel()}
        onReset={() => {
          clearOverrides();
          reloadClean();
        }}
      />,
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isPanelShortcut(event)) return;
    event.preventDefault();
    void openPanel();
  };
  document.addEventListener('keydown', onKeyDown);
  if (asksForPanel(window.location.search)) void openPanel();
  return () => document.removeEventListener('keydown', onKeyDown);
}
