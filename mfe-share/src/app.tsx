import { remoteLifecycles } from '@tumbledash/shared';
import { ShareRoot } from './share/share-root';

const lifecycles = remoteLifecycles(ShareRoot, 'Sharing');

export const { bootstrap, mount, unmount } = lifecycles;
