import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { ComposeRoot } from './compose/compose-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ComposeRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="Posting" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
