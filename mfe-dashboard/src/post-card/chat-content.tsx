import type { ChatLine } from '@tumbledash/shared';

export function ChatContent({ title, chat }: { title: string; chat: ChatLine[] }) {
  return (
    <>
      {title && <h2 className="td-dash-post__title">{title}</h2>}
      <ul className="td-dash-chat">
        {chat.map((line, index) => (
          <li key={index} className="td-dash-chat__line">
            {line.label && <strong className="td-dash-chat__label">{line.label}</strong>} {line.phrase}
          </li>
        ))}
      </ul>
    </>
  );
}
