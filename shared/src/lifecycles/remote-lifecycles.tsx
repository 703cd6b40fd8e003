import React, { type ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '../ui/remote-error-fallback';
import { transitionRootClient } from './transition-root';

/**
 * A remote's single-spa lifecycles for its root component: rendered in a transition (transition-root.ts)
 * and, when it throws, replaced by the fallback naming what the person lost (`feature`, "The header").
 */
export function remoteLifecycles<ExtraProps extends object = object>(rootComponent: ComponentType<ExtraProps & AppProps>, feature: string) {
  return singleSpaReact<ExtraProps>({
    React,
    ReactDOMClient: transitionRootClient,
    rootComponent,
    errorBoundary: (error) => <RemoteErrorFallback feature={feature} error={error} />,
  });
}
