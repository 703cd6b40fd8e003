import { remoteLifecycles } from '@tumbledash/shared';
import { PlatformPage } from './platform/platform-page';

const lifecycles = remoteLifecycles(PlatformPage, 'Platform');

export const { bootstrap, mount, unmount } = lifecycles;
