import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { ShareRoot } from './share/share-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: ShareRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="Sharing" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
