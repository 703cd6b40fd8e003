import { api, type BlogFlag, type BlogFlagsResponse } from '@tumbledash/shared';

/** POST /{flag}/toggle (A§7.1, admins only): flips one flag of the blog and answers all five. */
export function toggleBlogFlag(flag: BlogFlag, tumblelog: string): Promise<BlogFlagsResponse> {
  return api.post<BlogFlagsResponse>(`/${flag}/toggle`, { tumblelog });
}
