import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { ActivityPage } from './activity-page';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: ActivityPage,
  errorBoundary: (error) => <RemoteErrorFallback feature="Activity" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
