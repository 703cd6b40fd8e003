import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { RemoteErrorFallback, usePathname } from '@tumbledash/shared';

export type ModuleLoader = (id: string) => Promise<unknown>;

const RETRY_DELAYS_MS = [300, 1000];

function isLifecycles(value: unknown): value is LifeCycles {
  const candidate = value as Partial<LifeCycles> | null;
  return !!candidate && typeof candidate.mount === 'function' && typeof candidate.unmount === 'function';
}

/** Loads an exposed module, retrying briefly: a remote may be mid-deploy or the network may blink. */
export async function loadWithRetry(load: ModuleLoader, id: string, delays = RETRY_DELAYS_MS): Promise<LifeCycles> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      const module = await load(id);
      if (!isLifecycles(module)) throw new Error(`${id} does not export single-spa lifecycles`);
      return module;
    } catch (error) {
      lastError = error;
      const delay = delays[attempt];
      if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  throw lastError;
}

/** Lifecycles that render the small "unavailable" notice in the failed remote's own slot. */
type MountProps = { domElement: HTMLElement };

export function fallbackLifecycles(feature: string): {
  bootstrap: () => Promise<void>;
  mount: (props: MountProps) => Promise<void>;
  unmount: (props: MountProps) => Promise<void>;
} {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }: MountProps) => {
      root = createRoot(domElement);
      root.render(<RemoteErrorFallback feature={feature} announce={false} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

function FallbackOnRoute({ feature, showOn }: { feature: string; showOn: (pathname: string) => boolean }) {
  return showOn(usePathname()) ? <RemoteErrorFallback feature={feature} announce={false} /> : null;
}

/**
 * For a remote that shows nothing until used but owns some addresses (messaging's conversation links): on
 * those addresses its slot shows the "unavailable" notice; elsewhere nothing.
 */
export function routeFallbackLifecycles(
  feature: string,
  showOn: (pathname: string) => boolean,
): ReturnType<typeof fallbackLifecycles> {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }: MountProps) => {
      root = createRoot(domElement);
      root.render(<FallbackOnRoute feature={feature} showOn={showOn} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

/** Lifecycles for a remote that shows nothing until used (messaging, peepr, share). */
export function silentLifecycles(): LifeCycles {
  return { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
}
