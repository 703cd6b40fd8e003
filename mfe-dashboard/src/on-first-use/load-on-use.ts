import { TECHNICAL_TROUBLE, dialogs } from '@tumbledash/shared';

/** The one console line of every part whose code could not be fetched (offline, a new build replaced this one). */
export function reportLoadFailure(what: string, error: unknown): void {
  console.error(`[mfe-dashboard] ${what} could not be loaded`, error);
}

/**
 * Code fetched by its first use (a menu's items, a button's action). When the fetch fails the person is told,
 * and null lets the caller give its button back. Parts of the card use `retryableLazy` instead.
 */
export async function loadOnUse<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    reportLoadFailure(what, error);
    void dialogs.alert({ message: TECHNICAL_TROUBLE });
    return null;
  }
}
