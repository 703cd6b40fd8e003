import { useLayoutEffect } from 'react';
import { removeFirstScreen } from '@tumbledash/shared';

/**
 * Takes the server's drawing of the first screen away in the commit that first shows posts. It renders
 * before the list, so this runs before the rows measure themselves: under the drawing they are hidden and
 * would measure 0 tall, then jump into place a frame later.
 */
export function FirstScreenHandover({ postsShown }: { postsShown: boolean }) {
  useLayoutEffect(() => {
    if (postsShown) removeFirstScreen();
  }, [postsShown]);
  return null;
}
