import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { PeeprPages } from './peepr-pages';

/** Public module `mfe_peepr/BlogPage`: the shell mounts it in the main slot on the viewer's pages. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: PeeprPages,
  errorBoundary: (error) => <RemoteErrorFallback feature="The blog page" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
