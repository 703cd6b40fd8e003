// Test data builders shared by this package's tests (never imported by product code).
import {
  ANONYMOUS,
  session,
  type ActivityNotification,
  type BootstrapResponse,
  type Channel,
  type UserInfo,
} from '@tumbledash/shared';
import { makeChannel as channelOf } from '@tumbledash/shared/testing';

export function makeChannel(name: string, overrides: Partial<Channel> = {}): Channel {
  return channelOf({ name, ...overrides });
}

export function makeUser(channels: Channel[], overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    name: 'alice',
    email: 'alice@example.com',
    channels,
    liked_post_count: 0,
    friend_count: 0,
    primary: channels[0]?.name ?? '',
    can_message: true,
    is_sounds_enabled: false,
    is_verified_email: true,
    language: 'en_US',
    safe_mode: false,
    polling_token: 'token',
    limits: { max_photos: 10, caption_length: 200, image_upload_max_bytes: 10485760 },
    ...overrides,
  };
}

export function bootstrapFor(channels: Channel[], userOverrides: Partial<UserInfo> = {}): BootstrapResponse {
  return { user: makeUser(channels, userOverrides), channels, flags: { is_logged_in: true }, form_key: 'fk' };
}

export const ANONYMOUS_BOOTSTRAP: BootstrapResponse = { user: null, channels: [], flags: {}, form_key: 'anon' };

/** Puts a signed-in session in the store, as the shell would after bootstrap. */
export function signIn(channels: Channel[], userOverrides: Partial<UserInfo> = {}): void {
  const response = bootstrapFor(channels, userOverrides);
  session.set({ user: response.user, channels, flags: response.flags, formKey: response.form_key });
}

export function signOut(): void {
  session.set(ANONYMOUS);
}

export function makeNotification(overrides: Partial<ActivityNotification> = {}): ActivityNotification {
  return {
    type: 'like',
    timestamp: Math.floor(Date.now() / 1000),
    message: 'liked your post',
    is_friend: false,
    from_tumblelog: { name: 'bob', uuid: 't:bob', avatar_url: '/media/bob.png', following: false },
    post: null,
    note_meta: null,
    ...overrides,
  };
}
