import type { ReactNode } from 'react';
import { DialogHost } from './dialog-host';
import { dialogs } from './dialog-queue';

/**
 * Makes sure a dialog host exists under `children` (useful for a remote running alone). Inside the
 * shell, whose DialogHost mounted first, this one stays empty: there is one queue per page.
 */
export function DialogProvider({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <DialogHost />
    </>
  );
}

/** `confirm` and `alert` on the page-wide queue. */
export function useDialogs(): typeof dialogs {
  return dialogs;
}
