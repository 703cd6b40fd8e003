/** Blog name of the conversation links of B§2 (/conversation/new/{name}, /messaging/conversation/{name}). */
export function conversationRouteBlog(pathname: string): string | null {
  const match = /^\/(?:conversation\/new|messaging\/conversation)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export function newConversationPath(name: string): string {
  return `/conversation/new/${encodeURIComponent(name)}`;
}

export function emptyStatePath(name: string): string {
  return `/messaging/conversation/${encodeURIComponent(name)}`;
}
