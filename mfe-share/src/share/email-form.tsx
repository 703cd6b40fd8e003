import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isShareEmailAddress, isShareMessage, SHARE_LIMITS } from '@tumbledash/shared';
import { canSubmit, submitButton, type ShareStatus } from './popover-state';
import { readReplyTo, writeReplyTo } from './reply-to-cookie';
import { SubmitButton } from './submit-button';

export interface EmailShare {
  email_address: string;
  message: string;
  allow_reply_to: boolean;
}

interface EmailFormProps {
  status: ShareStatus;
  /** A signed-in person gets the reply-to choice (A§6). */
  hasUser: boolean;
  onSubmit: (share: EmailShare) => void;
}

/** A§5.3: Ctrl, Meta or Alt plus Enter submits a share form. */
export function isSubmitChord(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey || event.altKey);
}

/** The email sub-form (A§3.8 show_email, A§4.8, A§5.3, B§5 "Email share"). */
export function EmailForm({ status, hasUser, onSubmit }: EmailFormProps) {
  const addressId = useId();
  const messageId = useId();
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [allowReplyTo, setAllowReplyTo] = useState(() => hasUser && readReplyTo());
  const valid = isShareEmailAddress(address) && isShareMessage(message);
  // Sending, then sent: Send is off but keeps its focus while the status beside it says "Sent!".
  const button = submitButton(status, valid);
  // What is being sent stays as typed: read-only keeps focus and the fields' context, unlike disabled.
  const sending = status === 'sharing';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSubmit(button)) onSubmit({ email_address: address.trim(), message, allow_reply_to: hasUser && allowReplyTo });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (isSubmitChord(event)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && address !== '' && !sending) {
      // A§4.8: Cancel clears an entered email first.
      event.preventDefault();
      setAddress('');
    }
  };

  return (
    <form className="td-share__form" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <label htmlFor={addressId} className="td-share__label">
        Email address
      </label>
      <input
        id={addressId}
        type="email"
        className="td-share__field"
        maxLength={SHARE_LIMITS.emailAddressMax}
        autoComplete="email"
        value={address}
        readOnly={sending}
        onChange={(event) => setAddress(event.target.value)}
        aria-invalid={address.trim() !== '' && !isShareEmailAddress(address)}
      />
      <label htmlFor={messageId} className="td-share__label">
        Message
      </label>
      <textarea
        id={messageId}
        className="td-share__field td-share__textarea"
        maxLength={SHARE_LIMITS.messageMax}
        rows={3}
        placeholder="Add a message (optional)"
        value={message}
        readOnly={sending}
        onChange={(event) => setMessage(event.target.value)}
      />
      {hasUser && (
        <label className="td-share__check">
          <input
            type="checkbox"
            checked={allowReplyTo}
            // What is being sent stays as chosen; a checkbox has no read-only, so its change is ignored instead.
            onChange={(event) => {
              if (sending) return;
              setAllowReplyTo(event.target.checked);
              writeReplyTo(event.target.checked);
            }}
          />
          Allow replies to my email
        </label>
      )}
      <div className="td-share__actions">
        <span role="status" className={status === 'fail' ? 'td-share__error' : 'td-share__sent'}>
          {status === 'fail' ? 'Error!' : status === 'success' ? 'Sent!' : ''}
        </span>
        <SubmitButton {...button} />
      </div>
    </form>
  );
}
