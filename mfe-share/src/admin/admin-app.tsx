import { remoteLifecycles } from '@tumbledash/shared';
import { AdminReportsPage } from './admin-reports-page';

/** `./AdminReports`: the shell mounts it in the main slot on /admin/reports. */
const lifecycles = remoteLifecycles(AdminReportsPage, 'Reports');

export const { bootstrap, mount, unmount } = lifecycles;
