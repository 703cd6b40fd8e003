import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { ShareRoot } from './share/share-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ShareRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="Sharing" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
