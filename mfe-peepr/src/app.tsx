import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { PeeprRoot } from './peepr/peepr-root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: PeeprRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="The blog viewer" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
