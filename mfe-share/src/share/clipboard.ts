/**
 * Writes text to the clipboard; false when the browser refuses (no permission, the page not focused) or
 * has no clipboard API at all (a page served over plain http), so the caller can offer copying by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
