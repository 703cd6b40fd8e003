import { loadOnUse } from '../on-first-use/load-on-use';

export type PageActions = typeof import('./page-actions');

/** The drafts' and the inbox's actions, fetched by their first click. */
export function loadPageActions(): Promise<PageActions | null> {
  return loadOnUse(() => import('./page-actions'), 'The page actions');
}
