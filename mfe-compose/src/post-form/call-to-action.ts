import { CTA_MESSAGES, withProtocol } from '@tumbledash/shared';
import { isAcceptedLink } from './urls';

/** What stops a save of a post with a call-to-action button: its link (A§5.2 protocols), once https: is added where missing. */
export function callToActionMessages(enabled: boolean, linkUrl: string): string[] {
  if (!enabled) return [];
  if (linkUrl.trim() === '') return [CTA_MESSAGES.noLink];
  return isAcceptedLink(withProtocol(linkUrl)) ? [] : [CTA_MESSAGES.invalidLink];
}
