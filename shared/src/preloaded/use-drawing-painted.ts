import { startTransition, useEffect, useState } from 'react';
import { FIRST_SCREEN_ID } from '../contracts/preloaded';
import { arrivedPicturesPainted, eagerPicturesSettled } from './first-screen-pictures';

/** How long the server's drawing may stay for its pictures: on a slow link they arrive long before the code. */
const DRAWN_PICTURES_WAIT_MS = 1000;

/** The server's drawing of the first screen while it has pictures that load at once. */
function drawingWithPictures(): HTMLElement | null {
  const drawn = document.getElementById(FIRST_SCREEN_ID);
  return drawn && [...drawn.querySelectorAll('img')].some((picture) => picture.loading !== 'lazy') ? drawn : null;
}

/**
 * False while the server's drawing waits for its pictures to be painted (at most DRAWN_PICTURES_WAIT_MS). The
 * page's own first screen takes its place after: painting the same picture first (the dashboard's first photo,
 * a blog's header) would make the page's largest paint wait for the code instead of for the picture.
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
