import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Modal } from '@tumbledash/shared';
import type { PeeprRequest } from './target';

export interface DrawerProps {
  request: PeeprRequest;
  onClose: () => void;
  /** Leaves the viewer for the blog's own page. */
  onOpenPage: () => void;
}

export type DrawerLoader = () => Promise<{ default: ComponentType<DrawerProps> }>;

/** B§8 "Other fetch errors": the generic message, with Retry. */
export const DRAWER_LOAD_ERROR = 'Something went screwy.';

class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // B§8 "Peepr sync error": logged as ajax-error.
    console.error('ajax-error', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The drawer's chunk, loaded on first use. When it cannot be fetched the viewer still opens, saying so with Retry
 * (a new fetch of the chunk) and Close, instead of leaving nothing on the page.
 */
export function DrawerHost({ load, request, onClose, onOpenPage }: DrawerProps & { load: DrawerLoader }) {
  const [attempt, setAttempt] = useState(() => ({ count: 0, Drawer: lazy(load) }));
  const failed = (
    <Modal title={`${request.blogName} could not be shown`} onClose={onClose} className="td-peepr-drawer-failed" zIndex={900}>
      <p role="alert">{DRAWER_LOAD_ERROR}</p>
      <div className="td-ui-confirm__buttons">
        <button type="button" className="td-ui-button td-ui-button--primary" onClick={() => setAttempt(({ count }) => ({ count: count + 1, Drawer: lazy(load) }))}>
          Retry
        </button>
        <button type="button" className="td-ui-button td-ui-button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
  const { Drawer } = attempt;
  return (
    <LoadBoundary key={attempt.count} fallback={failed}>
      <Suspense fallback={null}>
        <Drawer request={request} onClose={onClose} onOpenPage={onOpenPage} />
      </Suspense>
    </LoadBoundary>
  );
}
