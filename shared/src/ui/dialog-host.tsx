import { useCallback, useId, useRef, useSyncExternalStore } from 'react';
import { getDialogQueue, type DialogRequest } from './dialog-queue';
import { Glass } from './glass';
import { useIsActiveHost } from './host-slot';
import { Modal, MODAL_Z_INDEX } from './modal';
import './ui.css';

/** Confirm and alert dialogs stack above any other modal (e.g. "Discard this post?" over the post form). */
const DIALOG_Z_INDEX = MODAL_Z_INDEX + 100;

/**
 * Shows the page-wide confirm/alert queue, one dialog at a time. The shell mounts one; extra hosts
 * (a remote running standalone) stay empty while another is mounted.
 */
export function DialogHost() {
  const queue = getDialogQueue();
  const active = useIsActiveHost(queue.hosts);
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const current = useSyncExternalStore(subscribe, () => queue.current(), () => null);
  if (!active) return null;
  // One glass for the whole queue, so it does not flicker between dialogs shown in a row.
  return (
    <>
      <Glass visible={current !== null} zIndex={DIALOG_Z_INDEX} />
      {current && <QueuedDialog key={current.id} request={current} onAnswer={(ok) => queue.settle(current.id, ok)} />}
    </>
  );
}

interface QueuedDialogProps {
  request: DialogRequest;
  onAnswer: (ok: boolean) => void;
}

/**
 * Tab moves between the buttons, Enter and Space press the focused one, Escape cancels (A§2.5). Focus starts
 * on OK, or on Cancel when OK is destructive.
 */
function QueuedDialog({ request, onAnswer }: QueuedDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const startOnCancel = request.destructive && request.cancelLabel !== null;
  const detailId = useId();
  return (
    <Modal
      title={request.message}
      role="alertdialog"
      describedBy={request.detail ? detailId : undefined}
      initialFocusRef={startOnCancel ? cancelRef : okRef}
      onClose={() => onAnswer(false)}
      withGlass={false}
      className="td-ui-confirm"
      zIndex={DIALOG_Z_INDEX}
    >
      {request.detail && (
        <p id={detailId} className="td-ui-confirm__detail">
          {request.detail}
        </p>
      )}
      <div className="td-ui-confirm__buttons">
        {request.cancelLabel !== null && (
          <button ref={cancelRef} type="button" className="td-ui-button td-ui-button--secondary" onClick={() => onAnswer(false)}>
            {request.cancelLabel}
          </button>
        )}
        <button
          ref={okRef}
          type="button"
          className={`td-ui-button ${request.destructive ? 'td-ui-button--danger' : 'td-ui-button--primary'}`}
          onClick={() => onAnswer(true)}
        >
          {request.okLabel}
        </button>
      </div>
    </Modal>
  );
}
