import {
  PRELOADED_IDS,
  TIMELINE_PAGE_SIZE,
  takePreloaded,
  type BlogHeader,
  type Channel,
  type DashboardPost,
  type PreloadedPage,
  type TimelinePage,
} from '@tumbledash/shared';

/** The API address of /blog/{name}'s first page as the server sends it along (api static/index-html.ts `firstPageUrl`). */
export function blogFirstPageUrl(blogName: string): string {
  return `/svc/post/blog/${blogName.toLowerCase()}?limit=${TIMELINE_PAGE_SIZE}`;
}

/**
 * The first page of this blog's posts the server wrote into the page (issue 14: no round trip before the
 * first posts), taken once; null when there is none or it is another page's.
 */
export function takePreloadedBlogPage(blogName: string): TimelinePage | null {
  const preloaded = takePreloaded<PreloadedPage<TimelinePage>>(PRELOADED_IDS.firstPage);
  return preloaded?.url === blogFirstPageUrl(blogName) && Array.isArray(preloaded.page?.posts) ? preloaded.page : null;
}

/** The API address of /blog/{name}'s header as the server sends it along (api static/index-html.ts `blogHeaderUrl`). */
export function blogHeaderUrl(blogName: string): string {
  return `/svc/indash_blog/header?tumblelog_name_or_id=${blogName.toLowerCase()}`;
}

/** The visitor's own answer for this blog's header the server wrote into the page, taken once; null when there is none. */
export function takePreloadedBlogHeader(blogName: string): BlogHeader | null {
  const preloaded = takePreloaded<PreloadedPage<{ tumblelog?: BlogHeader }>>(PRELOADED_IDS.blogHeader);
  return preloaded?.url === blogHeaderUrl(blogName) && preloaded.page?.tumblelog ? preloaded.page.tumblelog : null;
}

/**
 * A first header drawn from the blog as its own posts carry it, what the viewer may do with it taken from
 * their own blogs (channels); the header call's answer replaces it. Null when no post is the blog's own.
 */
export function headerFromPosts(blogName: string, posts: DashboardPost[], channels: Channel[]): BlogHeader | null {
  const name = blogName.toLowerCase();
  const blog = posts.find((post) => post.blog.name.toLowerCase() === name)?.blog;
  if (!blog?.global_theme_params) return null;
  const channel = channels.find((candidate) => candidate.name.toLowerCase() === name);
  return {
    ...blog,
    customizable: channel?.role === 'owner',
    has_default_header: !blog.global_theme_params.header_image_focused,
    is_current: channel?.is_current ?? false,
    is_member: Boolean(channel),
  };
}
