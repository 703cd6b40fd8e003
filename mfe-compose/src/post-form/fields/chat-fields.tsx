import type { FieldProps } from './field-props';

const CHAT_PLACEHOLDER = 'Tourist: Could you give us directions to Olive Garden?\nNew Yorker: No, but I could give you directions to an actual Italian restaurant.';

export function ChatFields({ slots, onChange }: FieldProps<'chat'>) {
  return (
    <>
      <input className="td-compose-title" aria-label="Title" placeholder="Title (optional)" value={slots.title} onChange={(event) => onChange({ ...slots, title: event.target.value })} />
      <textarea
        className="td-compose-textarea td-compose-chat"
        aria-label="Chat"
        aria-describedby="td-compose-chat-help"
        placeholder={CHAT_PLACEHOLDER}
        rows={5}
        value={slots.chat}
        data-compose-autofocus
        onChange={(event) => onChange({ ...slots, chat: event.target.value })}
      />
      <p id="td-compose-chat-help" className="td-compose-help">
        One line per person: a name, a colon, then what they said.
      </p>
    </>
  );
}
