import { session } from '@tumbledash/shared';
import { isConversationPath, isPostFormPath, mainPageFor } from '../routes/routes';
import type { Deferral } from './deferred';
import { PAGE_REMOTES, type PageRemote } from '../routes/page-remotes';

export type Slot = 'td-header-slot' | 'td-main-slot' | 'td-overlays-slot' | 'td-drawer-slot' | 'td-docks-slot';

/** What a person sees when a remote cannot be loaded: a notice in its slot, an alert, or nothing. */
export type FailureMode = 'fallback' | 'alert' | 'silent';

export interface ApplicationSpec {
  /** single-spa application name. */
  name: string;
  /** Package name in remotes.json. */
  remote: string;
  expose: string;
  slot: Slot;
  feature: string;
  onFailure: FailureMode;
  /** With `silent`: addresses this remote answers, where its failure shows the notice after all. */
  fallbackOn?: (pathname: string) => boolean;
  /** By the page's address (shared `pageLocation`): under a post form, the page it was opened over stays mounted. */
  activeWhen: (page: URL) => boolean;
  /** Not needed by the first screen: loads on first use or when idle after the first post (see deferred.ts). */
  deferred?: Deferral;
}

const signedIn = () => session.get().user !== null;

/** A page remote (routes/page-remotes.ts) mounts its `./app` in the main slot on its addresses. */
function pageApplication(page: PageRemote): ApplicationSpec {
  return {
    name: page.name,
    remote: page.remote,
    expose: './app',
    slot: 'td-main-slot',
    feature: page.feature,
    onFailure: 'fallback',
    activeWhen: (address) => page.path.test(address.pathname) && (!page.signedIn || signedIn()),
  };
}

/** Compose mounts on its routes, and stays mounted once `compose:open` asked for it (see main.ts). */
export const composeRequest = { requested: false };

/** A visitor's first Share click: the share popover loads for them too (Email is then a mail link, A§6). */
export const shareRequest = { requested: false };

export const APPLICATIONS: ApplicationSpec[] = [
  {
    name: 'header',
    remote: 'mfe-header',
    expose: './app',
    slot: 'td-header-slot',
    feature: 'The header',
    onFailure: 'fallback',
    activeWhen: () => true,
  },
  {
    name: 'dashboard',
    remote: 'mfe-dashboard',
    expose: './app',
    slot: 'td-main-slot',
    feature: 'The dashboard',
    onFailure: 'fallback',
    activeWhen: (page) => mainPageFor(page.pathname) === 'timeline',
  },
  {
    name: 'activity',
    remote: 'mfe-header',
    expose: './ActivityPage',
    slot: 'td-main-slot',
    feature: 'Activity',
    onFailure: 'fallback',
    activeWhen: (page) => signedIn() && mainPageFor(page.pathname) === 'activity',
  },
  {
    name: 'settings',
    remote: 'mfe-settings',
    expose: './app',
    slot: 'td-main-slot',
    feature: 'Settings',
    onFailure: 'fallback',
    activeWhen: (page) => mainPageFor(page.pathname) === 'settings',
  },
  {
    name: 'compose',
    remote: 'mfe-compose',
    expose: './app',
    slot: 'td-overlays-slot',
    feature: 'Posting',
    onFailure: 'alert',
    // By the address itself: a form's address opens the form, whatever page is under it.
    activeWhen: () => signedIn() && (composeRequest.requested || isPostFormPath(window.location.pathname)),
  },
  {
    name: 'messaging',
    remote: 'mfe-messaging',
    expose: './app',
    slot: 'td-docks-slot',
    feature: 'Messaging',
    onFailure: 'silent',
    fallbackOn: isConversationPath,
    activeWhen: signedIn,
    deferred: { requests: ['messaging:open'], ownsPath: isConversationPath },
  },
  {
    name: 'blog-page',
    remote: 'mfe-peepr',
    expose: './BlogPage',
    slot: 'td-main-slot',
    feature: 'The blog page',
    onFailure: 'fallback',
    activeWhen: (page) => mainPageFor(page.pathname) === 'blog',
  },
  {
    name: 'peepr',
    remote: 'mfe-peepr',
    expose: './app',
    slot: 'td-drawer-slot',
    feature: 'The blog viewer',
    onFailure: 'silent',
    // Anonymous visitors browse blogs too.
    activeWhen: () => true,
    deferred: { requests: ['peepr:open'] },
  },
  {
    name: 'share',
    remote: 'mfe-share',
    expose: './app',
    slot: 'td-overlays-slot',
    feature: 'Sharing',
    onFailure: 'silent',
    // Signed out, only once asked: nothing is fetched ahead for a visitor.
    activeWhen: () => signedIn() || shareRequest.requested,
    deferred: { requests: ['share:open'] },
  },
  {
    name: 'admin-reports',
    remote: 'mfe-share',
    expose: './AdminReports',
    slot: 'td-main-slot',
    feature: 'Reports',
    onFailure: 'fallback',
    activeWhen: (page) => signedIn() && mainPageFor(page.pathname) === 'admin-reports',
  },
  ...PAGE_REMOTES.map(pageApplication),
];
