import { createRoot } from 'react-dom/client';
import { OverridesPanel } from './overrides-panel';
import type { OverridesPanelProps } from './overrides-types';

/** `./OverridesPanel`: the shell mounts the panel into an element of its own and gets back how to remove it. */
export function mountOverridesPanel(element: HTMLElement, props: OverridesPanelProps): () => void {
  const root = createRoot(element);
  root.render(<OverridesPanel {...props} />);
  return () => root.unmount();
}
