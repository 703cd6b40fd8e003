import { startTransition } from 'react';
import { createRoot, type Container, type Root, type RootOptions } from 'react-dom/client';

/**
 * react-dom/client for single-spa-react whose roots render in a transition. React then builds a remote's
 * tree in slices of about 5 ms instead of one long task, so a phone still answers taps and paints while
 * the page starts (issue 14: the header's and timeline's first renders were 100–300 ms tasks at 4x CPU).
 * Updates from inside the tree (a click, a store) keep their own priority.
 */
export const transitionRootClient = {
  createRoot(container: Container, options?: RootOptions): Root {
    const root = createRoot(container, options);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
