import type { SubmitPostRequest } from '../compose/api-types';
import type { UpdatePostRequest } from '@tumbledash/shared';

/**
 * The post form's save request as a submission to `recipient` (B§2 Submit): the same content, without the
 * blog, post or reblog to save into and without a state or time (the blog's owner approves or denies it).
 */
export function toSubmitRequest(request: UpdatePostRequest, recipient: string): SubmitPostRequest {
  const { channel_id: _channel, post_id: _postId, reblog_id: _reblogId, reblog_key: _reblogKey, post, ...fields } = request;
  const { state: _state, publish_on: _publishOn, ...content } = post;
  return { ...fields, recipient, post: content };
}
