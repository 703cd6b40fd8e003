import { remoteLifecycles } from '@tumbledash/shared';
import { PeeprRoot } from './peepr/peepr-root';

const lifecycles = remoteLifecycles(PeeprRoot, 'The blog viewer');

export const { bootstrap, mount, unmount } = lifecycles;
