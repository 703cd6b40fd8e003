import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { SettingsRoot } from './layout/settings-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: SettingsRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="Settings" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
