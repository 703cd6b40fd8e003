import { api, type Participant, type PostReport, type ReportRequest, type ShareNetwork, type SharePopoverData, type ShareRequest } from '@tumbledash/shared';

/** A blog offered in "Message to..."; `in_trail` for blogs of the post's own trail (B§4 trail favorites). */
export type Recipient = Participant & { in_trail?: boolean };

/** POST /svc/post/share/{tumblelog_name}/{post_id} (A§7.4): everything the popover shows comes from here. */
export async function fetchShareData(blogName: string, postId: string, signal?: AbortSignal): Promise<SharePopoverData> {
  const response = await api.post<{ share_popover_data: SharePopoverData }>(
    `/svc/post/share/${encodeURIComponent(blogName)}/${encodeURIComponent(postId)}`,
    {},
    { signal },
  );
  return response.share_popover_data;
}

/** POST /svc/share/{network} (B§7): from a sub-panel, or (share_fallback) straight from the networks row. */
export function shareTo(network: ShareNetwork, body: ShareRequest): Promise<unknown> {
  return api.post(`/svc/share/${network}`, body);
}

/** Blog share by email (A§7.4 /svc/email_tumblelog). */
/** POST /svc/facebook_status (A§7.4): the status network's label of the current blog, or '' (then: the share window). */
export async function facebookStatus(): Promise<string> {
  const { label } = await api.post<{ label: string }>('/svc/facebook_status', {});
  return label;
}

export function emailBlog(body: Omit<ShareRequest, 'post_id' | 'share_fallback'>): Promise<unknown> {
  return api.post('/svc/email_tumblelog', body);
}

export function reportPost(body: ReportRequest): Promise<{ reported: boolean; flagged_nsfw: boolean }> {
  return api.post('/svc/post/report', body);
}

/** Share favorites (B§9: 10) of the sending blog for this post. */
export async function fetchFavorites(participant: string, postId: string | null, signal?: AbortSignal): Promise<Recipient[]> {
  const params: Record<string, string> = { participant };
  if (postId) params.post_id = postId;
  return (await api.get<{ blogs: Recipient[] }>('/svc/share/favorites', { params, signal })).blogs;
}

/** Recipient search by query with the sender blog (B§7 participant_suggestions). */
export async function searchRecipients(participant: string, q: string, signal?: AbortSignal): Promise<Recipient[]> {
  return (await api.get<{ blogs: Recipient[] }>('/svc/conversations/participant_suggestions', { params: { participant, q }, signal })).blogs;
}

function clientId(): string {
  return `share-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * B§4: builds the conversation of the sender blog and the recipient and sends the post message, then the
 * optional text message. Messaging then opens that conversation and shows both.
 */
export async function sendPostByMessage(input: { sender: string; recipient: string; postId: string; postBlogUuid: string; message: string }): Promise<void> {
  const base = { participant: input.sender, participants: [input.recipient] };
  await api.post('/svc/conversations/messages', {
    ...base,
    client_id: clientId(),
    type: 'POSTREF',
    post: { id: input.postId, blog: input.postBlogUuid },
    context: 'post-chrome',
  });
  const text = input.message.trim();
  if (text) await api.post('/svc/conversations/messages', { ...base, client_id: clientId(), type: 'TEXT', message: text });
}

export async function fetchReports(before?: string): Promise<{ reports: PostReport[]; next_before: string | null }> {
  return api.get('/svc/admin/reports', { params: before ? { before } : {} });
}
