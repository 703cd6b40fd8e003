import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { navigateToUrl, registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import {
  FIRST_SCREEN_ID,
  PRELOADED_IDS,
  BUS_CONTRACT_VERSION,
  TECHNICAL_TROUBLE_FORM,
  api,
  applyBootstrap,
  bus,
  dialogs,
  pageLocation,
  session,
  removeFirstScreen,
  takePreloaded,
  whenFirstScreenShown,
  type BootstrapResponse,
} from '@tumbledash/shared';
import { APPLICATIONS, composeRequest, shareRequest, type ApplicationSpec } from './registry/applications';
import { fallbackLifecycles, loadWithRetry, routeFallbackLifecycles, silentLifecycles } from './registry/load-app';
import { federationName, fetchRemoteTable, parseRemoteTable, type RemoteTable } from './registry/remotes';
import { DeferredLoading } from './registry/deferred';
import { compatibleTable, refusalMessage } from './registry/contracts';
import { applyOverrides, readOverrides } from './registry/overrides';
import { setUpOverrides } from './registry/overrides-panel';
import { healthReports } from './registry/health-beacon';
import { mainPageFor, redirectFor } from './routes/routes';
import { mountHosts } from './layout/hosts';
import { removeFirstScreenOnLeaving, removeFirstScreenWhenStale } from './layout/first-screen';

const SHELL_PAGES = new Set(['login', 'register', 'not-found']);
/** `npm run dev -w shell`: overrides may point at dev servers on this machine, without the admin role. */
const DEVELOPMENT = process.env.NODE_ENV === 'development';

function container(spec: Pick<ApplicationSpec, 'name' | 'slot'>): HTMLElement {
  const id = `td-app-${spec.name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  document.getElementById(spec.slot)?.appendChild(element);
  return element;
}

async function failed(spec: ApplicationSpec, error: unknown): Promise<LifeCycles> {
  console.error(`[shell] ${spec.remote}/${spec.expose} could not be loaded`, error);
  if (spec.slot === 'td-main-slot') removeFirstScreen();
  if (spec.onFailure === 'fallback') return fallbackLifecycles(spec.feature) as unknown as LifeCycles;
  if (spec.onFailure === 'alert') void dialogs.alert({ message: TECHNICAL_TROUBLE_FORM });
  if (spec.fallbackOn) return routeFallbackLifecycles(spec.feature, spec.fallbackOn) as unknown as LifeCycles;
  return silentLifecycles();
}

function register(spec: ApplicationSpec, remotes: RemoteTable): void {
  registerApplication({
    name: spec.name,
    app: async () => {
      if (!remotes[spec.remote]) return failed(spec, new Error(`${spec.remote} is not in remotes.json`));
      const id = `${federationName(spec.remote)}/${spec.expose.replace(/^\.\//, '')}`;
      // Load errors and mount time go to the platform console's beacon.
      const load = () => healthReports.load(spec.remote, remotes[spec.remote]!.version, () => loadWithRetry(loadRemote, id));
      return load().catch((error: unknown) => failed(spec, error));
    },
    // A deferred remote's own addresses (conversation links) are addresses, never a page under a form.
    activeWhen: (location) => spec.activeWhen(pageLocation()) && (!spec.deferred || deferredLoading.ready(spec.deferred, location.pathname)),
    customProps: () => ({ domElement: container(spec) }),
  });
}

const deferredLoading = new DeferredLoading();

/** What the server wrote into the page, or else a request (see api/src/static/index-html.ts). */
function loadBootstrap(): Promise<BootstrapResponse> {
  const preloaded = takePreloaded<BootstrapResponse>(PRELOADED_IDS.bootstrap);
  return preloaded ? Promise.resolve(preloaded) : api.get<BootstrapResponse>('/svc/bootstrap');
}

async function loadRemoteTable(): Promise<RemoteTable> {
  const preloaded = takePreloaded<unknown>(PRELOADED_IDS.remotes);
  return preloaded ? parseRemoteTable(preloaded) : fetchRemoteTable();
}

function redirectIfNeeded(): boolean {
  const { pathname, search } = window.location;
  const target = redirectFor(pathname, session.get().user !== null, search);
  if (target && target !== pathname + search) {
    navigateToUrl(target);
    return true;
  }
  return false;
}

/**
 * The code that names the browser tab at each address (routes/page-title.ts). No part of the first screen, it
 * comes once that is shown where the server drew one (layout/first-screen.ts), or when the browser is first idle.
 */
function pageTitles(): Promise<typeof import('./routes/page-title')> {
  const main = document.getElementById('td-main-slot') as HTMLElement;
  const drawn = document.getElementById(FIRST_SCREEN_ID) !== null;
  return new Promise<void>((shown) => whenFirstScreenShown(main, shown, drawn ? undefined : 0)).then(() => import('./routes/page-title'));
}

function wireBus(): void {
  // Compose loads on first use; the bus holds the request until compose handles it.
  bus.on('compose:open').subscribe(() => {
    if (composeRequest.requested) return;
    composeRequest.requested = true;
    void triggerAppChange();
  });
  // Before the deferred-loading watcher hears it (wired after this), so the share remote is active for a visitor.
  bus.on('share:open').subscribe(() => {
    shareRequest.requested = true;
  });
  bus.on('session:changed').subscribe(() => {
    if (!redirectIfNeeded()) void triggerAppChange();
  });
  bus.on('post-form:opened').subscribe(() => document.body.classList.add('td-post-forms-open'));
  bus.on('post-form:closed').subscribe(() => document.body.classList.remove('td-post-forms-open'));
  const titles = pageTitles();
  window.addEventListener('single-spa:before-routing-event', () => {
    if (redirectIfNeeded()) return;
    const { pathname } = window.location;
    const { title: shown } = document;
    // Once its code is here, before any page mounts or hears of the new address: a remote that names its own
    // page does so after this. Until then, never over a name a page gave itself, nor for an address left since.
    titles.then(({ shownPageTitle }) => {
      const title = shownPageTitle();
      if (title && pathname === window.location.pathname && document.title === shown) document.title = title;
    }, () => undefined);
  });
}

async function boot(): Promise<void> {
  const [bootstrap, published] = await Promise.all([
    loadBootstrap(),
    loadRemoteTable().catch((error: unknown) => {
      console.error('[shell] remotes.json unavailable', error);
      return {} as RemoteTable;
    }),
  ]);
  applyBootstrap(bootstrap);
  // A build made against another bus major is never mounted: its last compatible version is, or the slot's
  // fallback; the console hears of it as a load error of the refused version.
  // This browser's overrides first (checked: published versions, or dev servers on this machine in development).
  const overridden = applyOverrides(published, readOverrides(), DEVELOPMENT, BUS_CONTRACT_VERSION);
  for (const [remote, problem] of Object.entries(overridden.refused)) console.warn(`[shell] override of ${remote} refused: ${problem}`);
  const { table: remotes, refusals } = compatibleTable(overridden.table, BUS_CONTRACT_VERSION);
  for (const refusal of refusals) {
    console.error(`[shell] ${refusal.remote} ${refusal.version}: ${refusalMessage(refusal, BUS_CONTRACT_VERSION)}`);
    healthReports.add({ remote: refusal.remote, version: refusal.version, kind: 'load-error', message: refusalMessage(refusal, BUS_CONTRACT_VERSION) });
  }
  registerRemotes(
    Object.entries(remotes).map(([name, remote]) => ({ name: federationName(name), entry: remote.entry })),
  );
  document.getElementById('td-boot-status')?.remove();
  mountHosts(document.getElementById('td-overlays-slot') as HTMLElement);
  registerApplication({
    name: 'shell-pages',
    // Log in, sign up and not found: a chunk of their own, fetched only on those pages (not before a first post).
    app: () => import('./pages/shell-pages-app').then((pages) => pages.shellPagesLifecycles),
    activeWhen: () => SHELL_PAGES.has(mainPageFor(pageLocation().pathname)),
    customProps: () => ({ domElement: container({ name: 'shell-pages', slot: 'td-main-slot' }) }),
  });
  APPLICATIONS.forEach((spec) => register(spec, remotes));
  healthReports.watchRenderErrors((name) => {
    const spec = APPLICATIONS.find((known) => known.name === name);
    const remote = spec && remotes[spec.remote];
    return spec && remote ? { remote: spec.remote, version: remote.version } : undefined;
  });
  wireBus();
  setUpOverrides({ published, applied: overridden.applied, development: DEVELOPMENT, load: loadRemote });
  const deferred = APPLICATIONS.filter((spec) => spec.deferred && remotes[spec.remote]);
  deferredLoading.watch(
    deferred.map((spec) => spec.deferred!),
    document.getElementById('td-main-slot') as HTMLElement,
    () => void triggerAppChange(),
    (deferral) => {
      const spec = deferred.find((candidate) => candidate.deferred === deferral)!;
      // Nothing to fetch ahead for a remote this visitor would not see (messaging and share signed out):
      // it still loads, through single-spa, if it becomes active (after logging in).
      if (!spec.activeWhen(pageLocation())) return Promise.resolve();
      return loadRemote(`${federationName(spec.remote)}/${spec.expose.replace(/^\.\//, '')}`);
    },
  );
  removeFirstScreenOnLeaving(window.location.pathname);
  removeFirstScreenWhenStale();
  redirectIfNeeded();
  start({ urlRerouteOnly: true });
}

boot().catch((error: unknown) => {
  console.error('[shell] bootstrap failed', error);
  removeFirstScreen();
  const status = document.getElementById('td-boot-status');
  if (status) status.textContent = 'Tumbledash could not start. Check your connection and reload the page.';
});

