import { Modal, type BlogHeader } from '@tumbledash/shared';
import { AskForm } from './ask-form';

/** "Ask a question" over the blog view; closes once the ask is sent (B§4 Ask form). */
export function AskDialog({ blog, onClose }: { blog: BlogHeader; onClose: () => void }) {
  return (
    <Modal title={`Ask ${blog.name} a question`} onClose={onClose} className="td-peepr-ask-dialog" zIndex={1100}>
      <AskForm blog={blog} onSent={onClose} />
    </Modal>
  );
}
