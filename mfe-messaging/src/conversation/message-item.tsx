import { Avatar, type Message } from '@tumbledash/shared';
import type { WindowParticipant } from '../store/messaging-state';
import { bubbleStatus, type OutgoingMessage } from '../send-queue/send-queue';
import { BlurredMedia } from './blurred-media';
import { displaySize } from './image-size';
import { MessageActions } from './message-actions';
import { messageActions } from './message-actions-rules';
import { PostReferenceCard } from './post-reference-card';
import { StickerImage } from './sticker-image';
import type { ThreadItem } from './thread-items';

export interface MessageContext {
  me: string;
  participants: WindowParticipant[];
  blurred: boolean;
  safeMode: boolean;
  imageUrl: (entry: OutgoingMessage) => string | null;
  onReveal: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  isOwnBlog: (uuid: string) => boolean;
  onBlock: (sender: WindowParticipant) => void;
  onReport: () => void;
  onDelete: (ts: string) => Promise<boolean>;
}

function MessageBody({ message, sender, blurred, context }: { message: Message; sender: string; blurred: boolean; context: MessageContext }) {
  switch (message.type) {
    case 'TEXT':
      return <p className="td-msg-bubble__text">{message.message || message.content?.text}</p>;
    case 'POSTREF':
      return message.post ? (
        <PostReferenceCard post={message.post} senderName={sender} safeMode={context.safeMode} blurred={blurred} onReveal={context.onReveal} />
      ) : (
        <p className="td-msg-post td-msg-post--gone">{`${sender} sent a post that's no longer available`}</p>
      );
    case 'IMAGE': {
      const size = message.image?.original_size;
      if (!size) return null;
      const image = (
        <img
          src={size.url}
          alt={`Photo from ${sender}`}
          {...displaySize(size.width, size.height)}
          className="td-msg-bubble__image"
          loading="lazy"
        />
      );
      return blurred ? <BlurredMedia onReveal={context.onReveal}>{image}</BlurredMedia> : image;
    }
    case 'STICKER':
      return message.sticker ? <StickerImage sticker={message.sticker} /> : null;
  }
}

function OutgoingBody({ entry, context }: { entry: OutgoingMessage; context: MessageContext }) {
  const { content } = entry;
  switch (content.type) {
    case 'TEXT':
      return <p className="td-msg-bubble__text">{content.message}</p>;
    case 'POSTREF':
      return content.preview ? (
        <PostReferenceCard post={content.preview} senderName="You" safeMode={false} blurred={false} onReveal={context.onReveal} />
      ) : (
        <p className="td-msg-bubble__text td-msg-muted-text">Sending a post…</p>
      );
    case 'IMAGE': {
      const url = context.imageUrl(entry);
      return url ? (
        <img src={url} alt="Photo you are sending" {...displaySize(content.image.width, content.image.height)} className="td-msg-bubble__image" />
      ) : (
        <p className="td-msg-bubble__text td-msg-muted-text">Photo</p>
      );
    }
    case 'STICKER':
      return <StickerImage sticker={content.sticker} />;
  }
}

function OutgoingStatus({ entry, context }: { entry: OutgoingMessage; context: MessageContext }) {
  const status = bubbleStatus(entry);
  if (status === 'Retry') {
    return (
      <button type="button" className="td-msg-bubble__status td-msg-bubble__status--retry" onClick={() => context.onRetry(entry.client_id)}>
        Retry
      </button>
    );
  }
  if (status === 'Could not send') {
    return (
      <span className="td-msg-bubble__status td-msg-bubble__status--failed">
        Could not send{' '}
        <button type="button" className="td-msg-link-button" onClick={() => context.onDiscard(entry.client_id)}>
          Remove
        </button>
      </span>
    );
  }
  if (status === 'Trying...') return <span className="td-msg-bubble__status">Trying...</span>;
  return null;
}

interface MessageItemProps {
  item: ThreadItem;
  collapsed: boolean;
  context: MessageContext;
}

/** One message: avatar and name unless collapsed into the one before, the body by type, and send status. */
export function MessageItem({ item, collapsed, context }: MessageItemProps) {
  const mine = item.sender === context.me;
  const participant = context.participants.find((candidate) => candidate.uuid === item.sender);
  const senderName = participant?.name ?? 'Someone';
  const blurred = context.blurred && !mine;
  const classes = [
    'td-msg-bubble',
    mine ? 'td-msg-bubble--mine' : 'td-msg-bubble--theirs',
    collapsed && 'td-msg-bubble--collapsed',
    item.kind === 'outgoing' && `td-msg-bubble--${item.entry.status}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} aria-busy={item.kind === 'outgoing' && item.entry.status !== 'error' ? true : undefined}>
      {!collapsed && (
        <div className="td-msg-bubble__sender">
          <Avatar src={participant?.avatar_url} name={senderName} size={24} shape={participant?.theme?.avatar_shape} />
          <span className="td-msg-bubble__name">{senderName}</span>
        </div>
      )}
      <div className="td-msg-bubble__row">
        <div className="td-msg-bubble__body">
          {item.kind === 'message' ? (
            <MessageBody message={item.message} sender={senderName} blurred={blurred} context={context} />
          ) : (
            <OutgoingBody entry={item.entry} context={context} />
          )}
        </div>
        {item.kind === 'message' && (
          <MessageActions
            actions={messageActions({ name: participant?.name || null, ownBlog: mine || context.isOwnBlog(item.sender) })}
            onBlock={() => participant && context.onBlock(participant)}
            onReport={context.onReport}
            onDelete={() => context.onDelete(item.message.ts)}
          />
        )}
      </div>
      {item.kind === 'outgoing' && <OutgoingStatus entry={item.entry} context={context} />}
    </div>
  );
}
