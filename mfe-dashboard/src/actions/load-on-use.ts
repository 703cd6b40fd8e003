import { TECHNICAL_TROUBLE, dialogs } from '@tumbledash/shared';

export type PageActions = typeof import('./page-actions');

/**
 * Code fetched by its first use (a menu's items, a button's action). When the fetch fails (offline, a new
 * build replaced this one) the person is told, and null lets the caller give its button back.
 */
export async function loadOnUse<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[mfe-dashboard] ${what} could not be loaded`, error);
    void dialogs.alert({ message: TECHNICAL_TROUBLE });
    return null;
  }
}

/** The drafts' and the inbox's actions, fetched by their first click. */
export function loadPageActions(): Promise<PageActions | null> {
  return loadOnUse(() => import('./page-actions'), 'The page actions');
}
