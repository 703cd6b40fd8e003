import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { HeaderRoot } from './header/header-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: HeaderRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="The header" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
