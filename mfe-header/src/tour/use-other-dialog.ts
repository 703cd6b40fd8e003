import { useEffect, useState } from 'react';

const OTHER_DIALOGS = '[role="dialog"]:not(.td-tour), [role="alertdialog"], [role="menu"]';

/**
 * Whether another dialog or menu is open: the tour waits behind it (e.g. the messaging tutorial, a popover)
 * rather than stacking over it. Watches the page only while `active`.
 */
export function useOtherDialogOpen(active: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    const check = () => setOpen(document.querySelector(OTHER_DIALOGS) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active]);
  return open;
}
