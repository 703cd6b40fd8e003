import type { Channel, DashboardPost, PostContent, SaveResponse, UserInfo } from '@tumbledash/shared';
import type { FormLimits, GifMedia } from '../compose/api-types';
import { makeChannel as channelOf, makePost as sharedPost } from '@tumbledash/shared/testing';

/** Test data only (never imported by product code). */
export { makeBlog } from '@tumbledash/shared/testing';

export function makeChannel(name: string, isCurrent = false): Channel {
  return channelOf({ name, is_current: isCurrent });
}

export const LIMITS: FormLimits = {
  max_photos: 10,
  caption_length: 200,
  image_upload_max_bytes: 10 * 1024 * 1024,
  audio_upload_max_bytes: 10 * 1024 * 1024,
  video_upload_max_bytes: 100 * 1024 * 1024,
};

export function makeUser(name: string, channels: Channel[]): UserInfo {
  return {
    name,
    email: `${name}@example.com`,
    channels,
    liked_post_count: 0,
    friend_count: 0,
    primary: channels[0]?.name ?? name,
    can_message: true,
    is_sounds_enabled: false,
    is_verified_email: true,
    language: 'en_US',
    safe_mode: false,
    polling_token: 'token',
    limits: { max_photos: 10, caption_length: 200, image_upload_max_bytes: LIMITS.image_upload_max_bytes },
  };
}

/** A post of the signed-in person (compose edits and reblogs their own posts unless told otherwise). */
export function makePost(id: string, content?: PostContent, overrides: Partial<DashboardPost> = {}): DashboardPost {
  return sharedPost(id, content, { is_mine: true, ...overrides });
}

export function makeSaveResponse(post: DashboardPost, message = 'Posted to alice'): SaveResponse {
  return {
    post: { ...post, is_edit: false, is_reblog: false },
    post_dashboard_html: '',
    post_context_page: 'dashboard',
    post_tumblelog: { name_or_id: post.tumblelog, url: post.blog.url, avatar: post.blog.avatar_url, post_url: post.post_url },
    context_tumblelog: { name: post.tumblelog, posts: 1, drafts: 0, queue: 0 },
    message,
    created_post: true,
  };
}

export function gif(id: string, tags: string[] = []): GifMedia {
  return {
    mediaUrl: `https://media.example.com/${id}.gif`,
    postUrl: `https://bob.example.com/post/${id}`,
    rootPostUrl: `https://carol.example.com/post/${id}`,
    rootPostUrlHash: `h${id}`,
    rootBlog: 'carol',
    rootBlogUrl: 'https://carol.example.com/',
    rootBlogKey: 'ck',
    postTags: tags,
    popularSearchTag: '',
    width: 250,
    height: 200,
    postBlog: 'bob',
    postBlogUuid: '00000000-0000-4000-8000-0000000000b0',
    postId: id,
  };
}
