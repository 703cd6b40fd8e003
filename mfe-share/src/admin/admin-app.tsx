import React from 'react';
import singleSpaReact from 'single-spa-react';
import { RemoteErrorFallback, transitionRootClient } from '@tumbledash/shared';
import { AdminReportsPage } from './admin-reports-page';

/** `./AdminReports`: the shell mounts it in the main slot on /admin/reports. */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: transitionRootClient,
  rootComponent: AdminReportsPage,
  errorBoundary: (error) => <RemoteErrorFallback feature="Reports" error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
