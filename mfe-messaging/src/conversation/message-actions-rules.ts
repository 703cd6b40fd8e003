/** What a message's actions menu offers (B§6). */
export type MessageAction = 'block' | 'report' | 'delete';

/** Confirm text for deleting one message (B§6). */
export const DELETE_MESSAGE_CONFIRM = 'Are you sure you want to delete this?';

export interface MessageSender {
  /** The sender's blog name, when the conversation's participants know it. */
  name: string | null;
  /** The sender is one of the user's own blogs (the acting one included). */
  ownBlog: boolean;
}

/**
 * B§6: "For messages, Block and Report appear only when the sender is a known name not among the user's own
 * blogs. Delete is always offered."
 */
export function messageActions(sender: MessageSender): MessageAction[] {
  const others: MessageAction[] = sender.name && !sender.ownBlog ? ['block', 'report'] : [];
  return [...others, 'delete'];
}
