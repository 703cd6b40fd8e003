// Test data builders for this package's tests (never imported by product code).
import { ANONYMOUS, session, type Channel, type DashboardPost, type PostType, type SharePopoverData } from '@tumbledash/shared';
import { makeChannel as channelOf, makeUser } from '@tumbledash/shared/testing';
import type { Recipient } from '../share/share-api';

/**
 * The share popover reads a post's id, blog, address and type (a photo post may go by message, B§5); the rest of
 * a DashboardPost does not matter here.
 */
export function makePost(id: string, blog = 'alice', type: PostType = 'photo'): DashboardPost {
  return { id, type, tumblelog: blog, tumblelog_uuid: `uuid-${blog}`, post_url: `/blog/${blog}/${id}` } as DashboardPost;
}

export const ANCHOR = { top: 100, left: 200, width: 24, height: 24 };

/** share_popover_data of a public post as the api answers it, every option shown. */
export function makeShareData(id: string, overrides: Partial<SharePopoverData> = {}): SharePopoverData {
  return {
    abuse_url: `http://localhost/blog/alice/${id}#report`,
    embed_code: `<div class="tumbledash-post" data-href="http://localhost/embed/post/alice/${id}?key=k"></div>`,
    embed_did: 'did',
    embed_key: 'k',
    form_key: 'fk',
    has_facebook: false,
    has_user: true,
    is_private: false,
    permalink_label: 'Permalink',
    post_id: id,
    post_tiny_url: `http://localhost/p/${id}`,
    post_url: `http://localhost/blog/alice/${id}/hello`,
    root_id: id,
    tumblelog_name: 'alice',
    twitter_username: '',
    pinterest_share_window: { url: 'https://www.pinterest.com/pin/create/button/?url=x', name: 'pinterest', dimensions: { width: 750, height: 550 } },
    tumblelog_share: { name: 'alice', title: 'Alice', url: 'http://localhost/blog/alice' },
    show_email: true,
    show_embed: true,
    show_facebook: true,
    show_permalink: true,
    show_pinterest: true,
    show_reporting_links: true,
    show_twitter: true,
    show_reddit: true,
    show_flagging: true,
    summary: 'Hello there',
    image_url: null,
    ...overrides,
  };
}

export function makeRecipient(name: string, overrides: Partial<Recipient> = {}): Recipient {
  return { uuid: `uuid-${name}`, name, url: `/blog/${name}`, title: name, avatar_url: '', can_receive_messages: true, ...overrides } as Recipient;
}

export function makeChannel(name: string, overrides: Partial<Channel> = {}): Channel {
  return channelOf({ name, uuid: `uuid-${name}`, ...overrides });
}

/** Puts a signed-in session in the store, as the shell would after bootstrap; the first blog is current. */
export function signIn(blogNames: string[] = ['alice']): void {
  const channels = blogNames.map((name, index) => makeChannel(name, { is_current: index === 0 }));
  const user = makeUser({ channels, primary: channels[0]?.name ?? '', is_sounds_enabled: false });
  session.set({ user, channels, flags: { is_logged_in: true }, formKey: 'fk' });
}

export function signOut(): void {
  session.set(ANONYMOUS);
}
