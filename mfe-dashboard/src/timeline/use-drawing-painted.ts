import { startTransition, useEffect, useState } from 'react';
import { FIRST_SCREEN_ID, arrivedPicturesPainted, eagerPicturesSettled } from '@tumbledash/shared';

/** How long the server's drawing may stay for its pictures: on a slow link they arrive long before the code. */
const DRAWN_PICTURES_WAIT_MS = 1000;

/** The server's drawing of the first screen while it has pictures that load at once. */
function drawingWithPictures(): HTMLElement | null {
  const drawn = document.getElementById(FIRST_SCREEN_ID);
  return drawn && [...drawn.querySelectorAll('img')].some((picture) => picture.loading !== 'lazy') ? drawn : null;
}

/**
 * False while the server's drawing waits for its pictures to be painted (at most DRAWN_PICTURES_WAIT_MS). The
 * timeline's rows come after: a row painting the same photo first would make the page's largest paint wait
 * for the code instead of for the photo.
 */
export function useDrawingPainted(): boolean {
  const [painted, setPainted] = useState(() => drawingWithPictures() === null);
  useEffect(() => {
    const drawn = drawingWithPictures();
    if (!drawn) return;
    let live = true;
    void eagerPicturesSettled(drawn, DRAWN_PICTURES_WAIT_MS)
      .then(() => arrivedPicturesPainted(drawn))
      .then(() => {
        if (live) startTransition(() => setPainted(true));
      });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
