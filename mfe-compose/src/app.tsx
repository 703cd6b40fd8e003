import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { ComposeRoot } from './compose/compose-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: ComposeRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="Posting" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
