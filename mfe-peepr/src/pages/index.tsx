import { remoteLifecycles } from '@tumbledash/shared';
import { PeeprPages } from './peepr-pages';

/** Public module `mfe_peepr/BlogPage`: the shell mounts it in the main slot on the viewer's pages. */
const lifecycles = remoteLifecycles(PeeprPages, 'The blog page');

export const { bootstrap, mount, unmount } = lifecycles;
