import type { SharePopoverData } from '../contracts.js';
import type { BlogRow } from '../db/schema.js';
import { embedCode } from '../embed/code.js';
import { postUrl } from '../posts/present.js';
import { summarize } from '../posts/summary.js';
import type { PostAccess } from '../posts/visibility.js';
import { absolute, imageOf } from './post-media.js';
import { SHORT_LINK_PREFIX, shortCode } from './short-link.js';
import { createHash } from 'node:crypto';

/** Window of the picture-pinning network; the spec gives no size for it, this is the network's own. */
const PINTEREST_WINDOW = { width: 750, height: 550 } as const;

function digest(value: string, length: number): string {
  return createHash('sha256').update(value).digest('hex').slice(0, length);
}

/** The same keys as a DashboardPost carries (posts/present.ts). */
export function embedKeyOf(post: Pick<PostAccess, 'id' | 'reblog_key'>): string {
  return digest(`${post.id}:${post.reblog_key}`, 24);
}

export interface PopoverDataInput {
  post: PostAccess;
  blog: BlogRow;
  origin: string;
  formKey: string;
  /** Signed in. */
  hasUser: boolean;
  /** The viewer's current blog sends its posts to the status network (/svc/facebook_status answers a label). */
  hasFacebook?: boolean;
  flags: Record<string, boolean>;
}

/**
 * share_popover_data (A§3.8), decided here and not in the client. A post that is not public (private,
 * draft, queued…) offers only its permalink: no embed, no networks, no email, nothing to report.
 */
export function sharePopoverData({ post, blog, origin, formKey, hasUser, hasFacebook = false, flags }: PopoverDataInput): SharePopoverData {
  const isPublic = post.state === 'published' && !post.is_private;
  const isMember = post.role !== null;
  const url = absolute(postUrl(blog.name, post.id, post.slug), origin);
  const summary = summarize(post.content, 200);
  const image = imageOf(post.content);
  const imageUrl = image ? absolute(image, origin) : null;
  const embedKey = embedKeyOf(post);
  const embedDid = digest(blog.uuid, 40);
  const showEmbed = isPublic && flags.enable_share_embed_code === true;
  const pin = isPublic && imageUrl !== null;
  return {
    abuse_url: `${origin}/blog/${blog.name}/${post.id}#report`,
    embed_code: showEmbed
      ? embedCode({
          embed_host: origin,
          secure_assets_host: origin,
          tumblelog_name: blog.name,
          tumblelog_mention_key: blog.mention_key,
          post_id: post.id,
          post_url: url,
          embed_key: embedKey,
          embed_did: embedDid,
        })
      : '',
    embed_did: embedDid,
    embed_key: embedKey,
    form_key: formKey,
    has_facebook: hasFacebook,
    has_user: hasUser,
    is_private: !isPublic,
    permalink_label: 'Permalink',
    post_id: post.id,
    post_tiny_url: `${origin}${SHORT_LINK_PREFIX}${shortCode(post.id)}`,
    post_url: url,
    root_id: post.root_post_id ?? post.id,
    tumblelog_name: blog.name,
    twitter_username: '',
    pinterest_share_window: pin
      ? {
          url: `https://www.pinterest.com/pin/create/button/?${new URLSearchParams({ url, media: imageUrl, description: summary })}`,
          name: 'pinterest',
          dimensions: PINTEREST_WINDOW,
        }
      : null,
    tumblelog_share: { name: blog.name, title: blog.title || blog.name, url: absolute(`/blog/${blog.name}`, origin) },
    show_email: isPublic,
    show_embed: showEmbed,
    show_facebook: isPublic,
    show_permalink: true,
    show_pinterest: pin,
    show_reporting_links: isPublic && hasUser && !isMember,
    show_twitter: isPublic,
    show_reddit: isPublic && flags.reddit_sharing === true,
    show_flagging: isPublic && hasUser && !isMember,
    summary,
    image_url: imageUrl,
  };
}
