import type { PostType } from './types/post';
import { SHARE_LIMITS } from './types/share';

/**
 * B§5 "Email share": local part letters, digits and . _ + -; a domain ending in a 2 to 20 letter part.
 * The address is also at most 100 characters (A§5.3 maxlength).
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,20}$/;

export function isShareEmailAddress(address: string): boolean {
  const trimmed = address.trim();
  return trimmed.length <= SHARE_LIMITS.emailAddressMax && EMAIL_PATTERN.test(trimmed);
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
function lengthOf(text: string): number {
  return [...text].length;
}

/** Email and status-network messages are optional and at most 255 characters (A§5.3, B§5). */
export function isShareMessage(message: string): boolean {
  return lengthOf(message) <= SHARE_LIMITS.messageMax;
}

/** The `[URL]` placeholder the short-message network replaces with the post's link. */
export const URL_TOKEN = '[URL]';

/** The length with every [URL] counted as SHARE_LIMITS.tweetUrlLength (A§5.3: 24 in the post share popover). */
export function tweetLength(text: string): number {
  const parts = text.split(URL_TOKEN);
  return parts.reduce((sum, part) => sum + lengthOf(part), 0) + (parts.length - 1) * SHARE_LIMITS.tweetUrlLength;
}

/** What the counter shows: 140 minus the length; negative is "exceeding". */
export function tweetRemaining(text: string): number {
  return SHARE_LIMITS.tweetMax - tweetLength(text);
}

/** The count must be above 0 and at most 140. */
export function isTweet(text: string): boolean {
  const length = tweetLength(text);
  return length > 0 && length <= SHARE_LIMITS.tweetMax;
}

/**
 * B§5: the post types a message may reference (an answer is 'note', as the post data names it). The server
 * refuses the others; the share popover does not offer "Message to..." for them.
 */
export const MESSAGE_POST_TYPES: readonly PostType[] = ['photo', 'link', 'quote', 'audio', 'video', 'chat'];

export function isMessagePostType(type: string): boolean {
  return (MESSAGE_POST_TYPES as readonly string[]).includes(type);
}
