import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { watchLogout } from './messaging/logout-cleanup';
import { MessagingRoot } from './messaging/messaging-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: MessagingRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="Messaging" error={error} />,
});

let watching = false;

/** Bootstrap runs once per page: watch for logout. */
export const bootstrap = [
  async () => {
    if (!watching) {
      watching = true;
      watchLogout();
    }
  },
  lifecycles.bootstrap,
];
export const { mount, unmount } = lifecycles;
