import type { Blog } from './blog';

/**
 * Activity notification (B§3). An ask or a submission carries the post waiting in the blog's inbox (`post.id`,
 * `post.tumblelog` the receiving blog); an anonymous ask has no `from_tumblelog`.
 */
export interface ActivityNotification {
  type: 'follower' | 'user_mention' | 'reblog' | 'like' | 'reply' | 'ask' | 'submission' | 'answer' | string;
  timestamp: number;
  message: string;
  is_friend: boolean;
  from_tumblelog: Pick<Blog, 'name' | 'uuid' | 'avatar_url' | 'following'> | null;
  post: {
    url: string;
    id: string;
    tumblelog: string;
    type: string;
    summary: string;
    media_url: string | null;
    is_ask: boolean;
    is_answer: boolean;
  } | null;
  note_meta: { answer_text?: string; reply_text?: string } | null;
}
