import type { Channel } from '@tumbledash/shared';

/** The two send flags of a blog (A§3.2 Channel), which GET /svc/settings/blog/{name} answers beside the switches. */
export type SendFlags = Pick<Channel, 'twitter_send_posts' | 'facebook_opengraph_send_posts'>;

export const SEND_FLAG_LABELS: [keyof SendFlags, string][] = [
  ['twitter_send_posts', 'Send my posts to Twitter'],
  ['facebook_opengraph_send_posts', 'Send my posts to Facebook'],
];

/** The body of A§7.1 POST /settings/save for one flag: `tumblelog[flag]` as on or off. */
export function sendFlagSave(blogName: string, flag: keyof SendFlags, on: boolean): Record<string, string> {
  return { tumblelog_name_or_id: blogName, page: 'blog', [`tumblelog[${flag}]`]: on ? 'on' : 'off' };
}
