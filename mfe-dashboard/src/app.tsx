import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Subscription } from 'rxjs';
import { RemoteErrorFallback } from '@tumbledash/shared';
import { DashboardRoot } from './timeline/dashboard-root';
import { connectTimelineEvents } from './timeline/timeline-events';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: DashboardRoot,
  errorBoundary: (error) => <RemoteErrorFallback feature="The dashboard" error={error} />,
});

let events: Subscription | null = null;

/** The cached timelines follow bus events from bootstrap on, mounted or not. */
async function connectEvents(): Promise<void> {
  events ??= connectTimelineEvents();
}

export const bootstrap = [connectEvents, lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
