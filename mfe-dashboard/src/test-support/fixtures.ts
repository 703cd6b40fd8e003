import type { BusEvents, Channel, DashboardPost, PostContent, TimelinePage, UserInfo } from '@tumbledash/shared';
import type { VideoExtras } from '../actions/api-types';
import { makeChannel as channelOf, makePost } from '@tumbledash/shared/testing';

/** Test data only (never imported by product code). */
export { makeBlog, makePost } from '@tumbledash/shared/testing';

export function makePage(ids: string[], next: string | null): TimelinePage {
  return { posts: ids.map((id) => makePost(id)), next };
}

/** What compose emits as `post:saved`; `previousId`: the id an edited post had before the save gave it another. */
export function makeSaveResponse(post: DashboardPost, isEdit = false, previousId?: string): BusEvents['post:saved'] {
  return {
    ...(previousId === undefined ? {} : { previousId }),
    post: { ...post, is_edit: isEdit, is_reblog: false },
    post_dashboard_html: '',
    post_context_page: 'dashboard',
    post_tumblelog: { name_or_id: post.tumblelog, url: post.blog.url, avatar: post.blog.avatar_url, post_url: post.post_url },
    context_tumblelog: { name: post.tumblelog, posts: 1, drafts: 0, queue: 0 },
    message: '',
    created_post: !isEdit,
  };
}

export function makeChannel(name: string): Channel {
  return channelOf({ name });
}

export function makeUser(name = 'me', channels: Channel[] = [makeChannel(name)]): UserInfo {
  return {
    name,
    email: `${name}@example.com`,
    channels,
    liked_post_count: 0,
    friend_count: 0,
    primary: name,
    can_message: true,
    is_sounds_enabled: false,
    is_verified_email: true,
    language: 'en_US',
    safe_mode: false,
    polling_token: 'pt',
    limits: { max_photos: 10, caption_length: 200, image_upload_max_bytes: 10_485_760 },
  };
}

export type VideoPost = Extract<PostContent, { type: 'video' }> & VideoExtras;

/** A native video post's content: a 640×360 MP4 of 12 s with its poster. */
export function makeVideoContent(overrides: Partial<VideoPost> = {}): VideoPost {
  return {
    type: 'video',
    caption: '',
    url: '/media/v/clip.mp4',
    hdUrl: '',
    embedCode: '',
    poster: '/media/v/poster.jpg',
    duration: 12,
    width: 640,
    height: 360,
    ...overrides,
  };
}
