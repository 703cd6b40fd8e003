import { useRef } from 'react';
import { dialogs, Modal, type BlogHeader } from '@tumbledash/shared';
import { AskForm } from './ask-form';

/** B§8 confirm dialog: closing with an unsent question asks first (OK / Cancel). */
export const CLOSE_WITHOUT_SENDING = 'Close without sending?';

/** "Ask a question" over the blog view; closes once the ask is sent (B§4 Ask form). */
export function AskDialog({ blog, onClose }: { blog: BlogHeader; onClose: () => void }) {
  const dirty = useRef(false);
  const close = async () => {
    if (dirty.current && !(await dialogs.confirm({ message: CLOSE_WITHOUT_SENDING, destructive: true }))) return;
    onClose();
  };
  return (
    <Modal title={`Ask ${blog.name} a question`} onClose={() => void close()} className="td-peepr-ask-dialog" zIndex={1100}>
      <AskForm blog={blog} onSent={onClose} onDirtyChange={(value) => (dirty.current = value)} onCancel={() => void close()} />
    </Modal>
  );
}
