import { render } from '@testing-library/react';
import { DialogProvider } from '@tumbledash/shared';
import { PeeprPages } from '../pages/peepr-pages';

/** The blog page remote's pages at `path`, its history entry holding `state`. */
export function renderPagesAt(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  return render(
    <DialogProvider>
      <PeeprPages />
    </DialogProvider>,
  );
}
