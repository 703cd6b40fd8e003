import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { MessagingRoot } from './messaging/messaging-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: MessagingRoot,
  errorBoundary: () => <RemoteErrorFallback feature="Messaging" />,
});

export const { bootstrap, mount, unmount } = lifecycles;
