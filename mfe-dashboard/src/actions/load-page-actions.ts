import { TECHNICAL_TROUBLE, dialogs } from '@tumbledash/shared';

export type PageActions = typeof import('./page-actions');

/**
 * The drafts' and the inbox's actions, fetched by their first click. When that fetch fails (offline, a new
 * build replaced this one) the person is told, and null lets the caller give the buttons back.
 */
export async function loadPageActions(): Promise<PageActions | null> {
  try {
    return await import('./page-actions');
  } catch (error) {
    console.error('[mfe-dashboard] the page actions could not be loaded', error);
    void dialogs.alert({ message: TECHNICAL_TROUBLE });
    return null;
  }
}
