import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { PlatformPage } from './platform/platform-page';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: PlatformPage,
  errorBoundary: (error) => <RemoteErrorFallback feature="Platform" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
