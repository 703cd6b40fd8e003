import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { PlatformPage } from './platform/platform-page';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: PlatformPage,
  errorBoundary: (error) => <RemoteErrorFallback feature="Platform" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
