import { useState, type FormEvent } from 'react';
import { bus } from '@tumbledash/shared';
import { recipientOf } from './share-rules';

interface MessageToProps {
  postId: string;
  /** The blog the message goes out from (the current channel); the post cannot be sent to it. */
  sender: string;
  onSent: () => void;
}

/**
 * "Message to..." (B§2): a blog name and Send. Messaging does the rest on `messaging:open` — it opens the
 * conversation window, sends the post there, and tells the person itself when the blog cannot be messaged.
 */
export function MessageTo({ postId, sender, onSent }: MessageToProps) {
  const [name, setName] = useState('');
  const recipient = recipientOf(name, sender);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (recipient === null) return;
    bus.emit('messaging:open', { blogName: recipient, postId });
    onSent();
  };

  return (
    <form className="td-share__message" onSubmit={send}>
      <input
        type="text"
        className="td-share__field"
        aria-label="Message to"
        placeholder="Message to..."
        autoComplete="off"
        spellCheck={false}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="td-share__button td-share__button--primary" disabled={recipient === null}>
        Send
      </button>
    </form>
  );
}
