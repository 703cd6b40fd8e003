import { remoteLifecycles } from '@tumbledash/shared';
import { HeaderRoot } from './header/header-root';

const lifecycles = remoteLifecycles(HeaderRoot, 'The header');

export const { bootstrap, mount, unmount } = lifecycles;
