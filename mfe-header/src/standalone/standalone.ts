import { patchHistoryApi } from 'single-spa';
import { mountStandalone } from '@tumbledash/shared';
import * as header from '../app';
import * as activityPage from '../activity/activity-page-app';

async function start(): Promise<void> {
  // The shell's single-spa start() does this: pushState then fires popstate, so routes follow links.
  patchHistoryApi();
  await mountStandalone('mfe-header', header);
  // In the site the shell mounts ./ActivityPage in its main slot on /blog/{name}/activity; alone it
  // sits under the header and shows only on that path.
  const domElement = document.createElement('div');
  domElement.className = 'td-header-standalone-main';
  domElement.style.paddingTop = '52px';
  document.body.append(domElement);
  const props = { name: 'mfe-header-activity', domElement, singleSpa: undefined, mountParcel: undefined } as never;
  await activityPage.bootstrap(props);
  await activityPage.mount(props);
}

void start();
