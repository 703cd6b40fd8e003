// Test data builders for this package's tests (never imported by product code).
import { ANONYMOUS, session, type Channel, type DashboardPost } from '@tumbledash/shared';
import { makeChannel as channelOf, makeUser } from '@tumbledash/shared/testing';

/** The share popover reads only a post's id and address; the rest of a DashboardPost does not matter here. */
export function makePost(id: string, postUrl = `/blog/alice/post/${id}`): DashboardPost {
  return { id, post_url: postUrl } as DashboardPost;
}

export const ANCHOR = { top: 100, left: 200, width: 24, height: 24 };

export function makeChannel(name: string, overrides: Partial<Channel> = {}): Channel {
  return channelOf({ name, ...overrides });
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
