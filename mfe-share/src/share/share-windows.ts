import { URL_TOKEN } from '@tumbledash/shared';

/** Popup sizes of B§9. */
export const SHARE_WINDOW_SIZES = {
  facebook: { width: 626, height: 436 },
  reddit: { width: 860, height: 600 },
  twitter: { width: 550, height: 420 },
} as const;

export interface ShareWindowSpec {
  url: string;
  name: string;
  width: number;
  height: number;
}

/** A§5.3: links without :// get http:// prefixed when opened. */
export function withProtocol(url: string): string {
  return url.includes('://') ? url : `http://${url}`;
}

/** The short-message network's intent with the tweet, [URL] replaced by the post's short link. */
export function twitterWindow(message: string, shortUrl: string): ShareWindowSpec {
  const text = message.split(URL_TOKEN).join(shortUrl);
  return { url: `https://twitter.com/intent/tweet?${new URLSearchParams({ text })}`, name: 'twitter', ...SHARE_WINDOW_SIZES.twitter };
}

/** The status network's sharer for the post, with the optional message as its quote. */
export function facebookWindow(postUrl: string, message: string): ShareWindowSpec {
  const params = new URLSearchParams({ u: postUrl });
  if (message.trim()) params.set('quote', message.trim());
  return { url: `https://www.facebook.com/sharer/sharer.php?${params}`, name: 'facebook', ...SHARE_WINDOW_SIZES.facebook };
}

/** The link aggregator's submit page. */
export function redditWindow(postUrl: string, title: string): ShareWindowSpec {
  return { url: `https://www.reddit.com/submit?${new URLSearchParams({ url: postUrl, title })}`, name: 'reddit', ...SHARE_WINDOW_SIZES.reddit };
}

/** Opens a network's window centred on the screen (before any await, so no popup blocker stops it). */
export function openShareWindow(spec: ShareWindowSpec): void {
  const left = Math.max(0, Math.round((window.screen.width - spec.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - spec.height) / 2));
  window.open(withProtocol(spec.url), spec.name, `width=${spec.width},height=${spec.height},left=${left},top=${top},noopener`);
}

/**
 * A§6: without a signed-in person (and outside a blog share) email falls back to a mail link: the visitor's own
 * mail program, with the post's summary as the subject and its address in the body.
 */
export function mailtoHref(post: { post_url: string; summary: string; tumblelog_name: string }): string {
  const subject = post.summary.trim() || `A post by ${post.tumblelog_name}`;
  const body = post.summary.trim() ? `${post.summary.trim()}\n\n${post.post_url}` : post.post_url;
  // encodeURIComponent, not URLSearchParams: mail programs read %20, not +, as a space (RFC 6068).
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
