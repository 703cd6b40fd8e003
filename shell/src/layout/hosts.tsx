import { createRoot } from 'react-dom/client';
import { DialogHost, ToastHost } from '@tumbledash/shared';

/** The page-wide dialog queue and toasts live once, in the shell; every remote feeds them. */
export function mountHosts(element: HTMLElement): void {
  const host = document.createElement('div');
  host.id = 'td-hosts';
  element.appendChild(host);
  createRoot(host).render(
    <>
      <DialogHost />
      <ToastHost />
    </>,
  );
}
