import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { ActivityPage } from './activity-page';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ActivityPage,
  errorBoundary: (error) => <RemoteErrorFallback feature="Activity" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
