import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { HeaderRoot } from './header/header-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: HeaderRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="The header" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
