import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { SettingsRoot } from './layout/settings-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: SettingsRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="Settings" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
