import React from 'react';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { ShellPages } from './shell-pages';

/** The shell's own pages (log in, sign up, not found) as a single-spa application. */
export const shellPagesLifecycles: LifeCycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: ShellPages,
  errorBoundary: () => <RemoteErrorFallback feature="This page" />,
});
