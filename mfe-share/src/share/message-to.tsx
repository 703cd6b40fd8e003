import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Avatar, Spinner } from '@tumbledash/shared';
import type { Recipient } from './share-api';
import { useRecipients } from './use-recipients';
import { canSubmit, submitButton, type ShareStatus } from './popover-state';
import { recipientOf } from './share-rules';
import { SubmitButton } from './submit-button';

/** B§8: an empty recipient search. */
export const NOBODY = "That isn't anyone.";
export const TRAIL_PLACEHOLDER = 'Discuss this post if you like...';
export const MESSAGE_PLACEHOLDER = 'Say something, if you like...';

interface MessageToProps {
  /** The sending blog (current channel): its name and uuid. */
  sender: { name: string; uuid: string };
  postId: string;
  picked: Recipient | null;
  onPick: (recipient: Recipient) => void;
  onClear: () => void;
  onSend: (message: string) => void;
  status: ShareStatus;
  error: string | null;
}

/**
 * "Message to..." (B§2, B§4): favorites by default, search results as the person types, then the message box
 * for the picked blog with an optional text and Send ("Sending..." while it goes).
 */
export function MessageTo({ sender, postId, picked, onPick, onClear, onSend, status, error }: MessageToProps) {
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState('');
  const list = useRecipients(sender.uuid, postId, query);
  const listId = useId();
  const messageId = useId();

  if (picked) {
    // B§4: Send is disabled for the sending blog itself.
    const button = submitButton(status, recipientOf(picked.name, sender.name) !== null);
    const sending = status === 'sharing';
    const send = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (canSubmit(button)) onSend(message);
    };
    return (
      <form className="td-share__message-box" onSubmit={send} aria-label={`Message to ${picked.name}`}>
        <div className="td-share__recipient">
          <Avatar src={picked.avatar_url} name={picked.name} size={24} shape={picked.theme?.avatar_shape ?? 'circle'} />
          <span className="td-share__recipient-name">{picked.name}</span>
          <button type="button" className="td-share__link-button" onClick={onClear} disabled={sending}>
            Change
          </button>
        </div>
        <label htmlFor={messageId} className="td-ui-visually-hidden">
          Message
        </label>
        <textarea
          id={messageId}
          className="td-share__field td-share__textarea"
          placeholder={picked.in_trail ? TRAIL_PLACEHOLDER : MESSAGE_PLACEHOLDER}
          maxLength={4096}
          rows={2}
          value={message}
          readOnly={sending}
          onChange={(event) => setMessage(event.target.value)}
          // Focus lands here once a recipient is picked.
          autoFocus
        />
        {error && (
          <p role="alert" className="td-share__error">
            {error}
          </p>
        )}
        <SubmitButton {...button} />
      </form>
    );
  }

  const pickTyped = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const typed = query.trim().toLowerCase();
    const match = list.blogs.find((blog) => blog.name === typed) ?? (list.kind === 'results' && list.settled ? list.blogs[0] : undefined);
    if (match) onPick(match);
  };

  const heading = list.kind === 'favorites' ? 'Favorites' : 'Search results';
  return (
    <div className="td-share__message">
      <input
        type="text"
        className="td-share__field"
        aria-label="Message to"
        aria-controls={listId}
        placeholder="Message to..."
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={pickTyped}
      />
      <div className="td-share__recipients">
        {list.showLoader && <Spinner label="Looking for blogs" />}
        {list.kind === 'results' && list.settled && list.blogs.length === 0 && <p className="td-share__empty">{NOBODY}</p>}
        <ul
          id={listId}
          className="td-share__recipient-list"
          aria-label={heading}
          // Browsers leave a recipient reached with Tab where it is, even half out of the row: bring it in whole.
          onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        >
          {list.blogs.map((blog) => (
            <li key={blog.uuid}>
              <button type="button" className="td-share__recipient-button" onClick={() => onPick(blog)} aria-label={blog.name} title={blog.title}>
                <Avatar src={blog.avatar_url} name={blog.name} size={40} shape={blog.theme?.avatar_shape ?? 'circle'} />
                <span className="td-share__recipient-label">{blog.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
