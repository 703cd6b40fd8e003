import { CTA_MESSAGES } from '@tumbledash/shared';
import { isValidHttpUrl, withProtocol } from './urls';

/** What stops a save of a post with a call-to-action button: its link, once https: is added where missing (A§5.2). */
export function callToActionMessages(enabled: boolean, linkUrl: string): string[] {
  if (!enabled) return [];
  if (linkUrl.trim() === '') return [CTA_MESSAGES.noLink];
  return isValidHttpUrl(withProtocol(linkUrl)) ? [] : [CTA_MESSAGES.invalidLink];
}
