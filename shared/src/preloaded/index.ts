import { FIRST_SCREEN_ID } from '../contracts/preloaded';

/**
 * Reads data the server wrote into index.html (see PRELOADED_IDS) once: the element is removed, so a later
 * visit of the same page within the app fetches fresh data instead.
 */
export function takePreloaded<T>(id: string): T | null {
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return null;
  }
}

/** Removes the first screen the server drew (FIRST_SCREEN_ID), once the real one is in its place. */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}

export { FIRST_PICTURES_MAX_MS, arrivedPicturesPainted, eagerPicturesSettled } from './first-screen-pictures';
export { FIRST_SCREEN_FALLBACK_MS, whenFirstScreenShown } from './first-screen-shown';
export { useDrawingPainted } from './use-drawing-painted';
