import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { COMPOSE_MAX_LENGTH, canSubmit, keyAction } from './compose-rules';

export type ComposePlugin = 'gif' | 'sticker';

interface ComposeBoxProps {
  disabled: boolean;
  online: boolean;
  hasImage: boolean;
  activePlugin: ComposePlugin | null;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
  onFiles: (files: File[]) => void;
  onTogglePlugin: (plugin: ComposePlugin) => void;
  onClose: () => void;
  onTyping: () => void;
}

/** B§9: compose animation. */
const SENT_ANIMATION_MS = 200;

const ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/** Text area, Send, and the Add GIF / Add Photo / Add Sticker buttons (B§2, B§4, B§5). */
export function ComposeBox({
  disabled,
  online,
  hasImage,
  activePlugin,
  textareaRef,
  onSend,
  onFiles,
  onTogglePlugin,
  onClose,
  onTyping,
}: ComposeBoxProps) {
  const [text, setText] = useState('');
  const [justSent, setJustSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const sendable = canSubmit({ text, disabled, hasImage });

  useEffect(() => {
    if (!justSent) return;
    const timer = setTimeout(() => setJustSent(false), SENT_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [justSent]);

  const submit = () => {
    if (!sendable) return;
    onSend(text);
    setText('');
    setJustSent(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = keyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      text,
      lightboxOpen: false,
      handled: event.defaultPrevented,
    });
    if (action === 'send') {
      event.preventDefault();
      submit();
    } else if (action === 'clear') {
      event.preventDefault();
      setText('');
    } else if (action === 'close') {
      event.preventDefault();
      onClose();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (files.length === 0) return;
    event.preventDefault();
    onFiles(files);
  };

  return (
    <form
      className={justSent ? 'td-msg-compose td-msg-compose--sent' : 'td-msg-compose'}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="td-msg-compose__plugins">
        <button
          type="button"
          className="td-msg-plugin"
          aria-pressed={activePlugin === 'gif'}
          disabled={disabled}
          onClick={() => onTogglePlugin('gif')}
        >
          Add GIF
        </button>
        <button type="button" className="td-msg-plugin" disabled={disabled || hasImage} onClick={() => fileInput.current?.click()}>
          Add Photo
        </button>
        <button
          type="button"
          className="td-msg-plugin"
          aria-pressed={activePlugin === 'sticker'}
          disabled={disabled}
          onClick={() => onTogglePlugin('sticker')}
        >
          Add Sticker
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </div>
      <div className="td-msg-compose__row">
        <label htmlFor={inputId} className="td-ui-visually-hidden">
          Message
        </label>
        <textarea
          id={inputId}
          ref={textareaRef}
          className="td-msg-compose__input"
          rows={2}
          maxLength={COMPOSE_MAX_LENGTH}
          placeholder={online ? 'Say your thing' : 'Currently offline'}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <button type="submit" className="td-msg-button td-msg-compose__send" disabled={!sendable}>
          Send
        </button>
      </div>
    </form>
  );
}
