import type { LifeCycles } from 'single-spa';
import { api } from '../api';
import type { BootstrapResponse } from '../contracts';
import { applyBootstrap } from '../session';

/**
 * Runs one remote alone under its own dev server: loads the real session from the API
 * (proxied by webpack-dev-server) and mounts the remote's lifecycles into the page.
 */
export async function mountStandalone(name: string, lifecycles: LifeCycles): Promise<void> {
  const domElement = document.getElementById('standalone-root');
  if (!domElement) throw new Error('standalone.html has no #standalone-root');
  try {
    applyBootstrap(await api.get<BootstrapResponse>('/svc/bootstrap'));
  } catch (error) {
    console.warn(`[${name}] API unreachable, running signed out`, error);
  }
  const props = { name, domElement, singleSpa: undefined, mountParcel: undefined } as never;
  const lifecycleList = (fn: LifeCycles['bootstrap'] | undefined) => (Array.isArray(fn) ? fn : fn ? [fn] : []);
  for (const step of [...lifecycleList(lifecycles.bootstrap), ...lifecycleList(lifecycles.mount)]) {
    await step(props);
  }
}
