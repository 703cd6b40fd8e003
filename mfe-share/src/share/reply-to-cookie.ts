/** A§7.4: the "Allow replies to my email" choice, remembered for a year in the cookie share_popover_reply_to. */
export const REPLY_TO_COOKIE = 'share_popover_reply_to';
export const REPLY_TO_MAX_AGE = 31_536_000;

/** The remembered choice; off when never made. */
export function readReplyTo(cookies: string = document.cookie): boolean {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === REPLY_TO_COOKIE) return value === '1';
  }
  return false;
}

/** The Set-Cookie string for a choice. Read by script, so not HttpOnly; Secure on https. */
export function replyToCookie(allow: boolean, secure: boolean): string {
  return `${REPLY_TO_COOKIE}=${allow ? '1' : '0'}; Max-Age=${REPLY_TO_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeReplyTo(allow: boolean): void {
  document.cookie = replyToCookie(allow, window.location.protocol === 'https:');
}
