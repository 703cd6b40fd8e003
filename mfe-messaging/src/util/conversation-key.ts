/**
 * A conversation is known by the acting blog and the other blogs before the server gives it an id (a
 * new conversation has none until its first message), so windows, queues and caches use this key.
 */
export function conversationKey(participantUuid: string, others: readonly string[]): string {
  return `${participantUuid}>${[...others].sort().join(',')}`;
}
