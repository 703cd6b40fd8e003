import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { PeeprRoot } from './peepr/peepr-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: PeeprRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="The blog viewer" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
