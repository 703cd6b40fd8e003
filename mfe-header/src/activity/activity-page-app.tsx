import { remoteLifecycles } from '@tumbledash/shared';
import { ActivityPage } from './activity-page';

const lifecycles = remoteLifecycles(ActivityPage, 'Activity');

export const { bootstrap, mount, unmount } = lifecycles;
