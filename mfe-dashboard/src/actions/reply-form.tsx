import { useId, useState, type FormEvent } from 'react';
import type { DashboardPost } from '@tumbledash/shared';
import { REPLY_MAX_LENGTH } from './api-types';
import { reply, type ActionContext } from './post-actions';

interface ReplyFormProps {
  post: DashboardPost;
  context: () => ActionContext;
  /** Called after the reply was posted, or on Escape. */
  onClose: () => void;
}

/** The inline reply field under a post. */
export function ReplyForm({ post, context, onClose }: ReplyFormProps) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || sending) return;
    setSending(true);
    const result = await reply(post, value, context());
    setSending(false);
    if (!result.ok) return;
    setText('');
    onClose();
  };
  return (
    <form className="td-dash-reply" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className="td-ui-visually-hidden">
        Reply to {post.tumblelog}
      </label>
      <input
        id={fieldId}
        className="td-dash-reply__input"
        placeholder="Unleash a compliment…"
        value={text}
        maxLength={REPLY_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        autoFocus
      />
      <button type="submit" className="td-dash-button" disabled={text.trim() === ''} aria-disabled={sending || undefined}>
        {sending ? 'Replying…' : 'Reply'}
      </button>
    </form>
  );
}
