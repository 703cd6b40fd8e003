import { remoteLifecycles } from '@tumbledash/shared';
import { SettingsRoot } from './layout/settings-root';

const lifecycles = remoteLifecycles(SettingsRoot, 'Settings');

export const { bootstrap, mount, unmount } = lifecycles;
