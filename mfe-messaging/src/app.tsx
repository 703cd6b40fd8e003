import { remoteLifecycles } from '@tumbledash/shared';
import { watchLogout } from './messaging/logout-cleanup';
import { MessagingRoot } from './messaging/messaging-root';

const lifecycles = remoteLifecycles(MessagingRoot, 'Messaging');

let watching = false;

/** Bootstrap runs once per page: watch for logout. */
export const bootstrap = [
  async () => {
    if (!watching) {
      watching = true;
      watchLogout();
    }
  },
  lifecycles.bootstrap,
];
export const { mount, unmount } = lifecycles;
