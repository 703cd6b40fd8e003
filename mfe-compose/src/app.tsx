import { remoteLifecycles } from '@tumbledash/shared';
import { ComposeRoot } from './compose/compose-root';

const lifecycles = remoteLifecycles(ComposeRoot, 'Posting');

export const { bootstrap, mount, unmount } = lifecycles;
