import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isShareMessage, SHARE_LIMITS } from '@tumbledash/shared';
import { isSubmitChord } from './email-form';
import { canSubmit, submitButton, type ShareStatus } from './popover-state';
import { SubmitButton } from './submit-button';

interface FacebookFormProps {
  status: ShareStatus;
  onSubmit: (message: string) => void;
}

/** The status network's sub-form (B§5 "Facebook share": an optional message of at most 255 characters). */
export function FacebookForm({ status, onSubmit }: FacebookFormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const button = submitButton(status, isShareMessage(message), 'Post');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSubmit(button)) onSubmit(message);
  };
  return (
    <form className="td-share__form" onSubmit={submit} onKeyDown={(event: KeyboardEvent) => isSubmitChord(event) && (event.preventDefault(), submit())}>
      <label htmlFor={id} className="td-share__label">
        Message
      </label>
      <textarea
        id={id}
        className="td-share__field td-share__textarea"
        rows={3}
        maxLength={SHARE_LIMITS.messageMax}
        placeholder="Say something about this post (optional)"
        value={message}
        readOnly={status === 'sharing'}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="td-share__actions">
        {status === 'fail' && (
          <span role="alert" className="td-share__error">
            Something went screwy.
          </span>
        )}
        <SubmitButton {...button} />
      </div>
    </form>
  );
}
