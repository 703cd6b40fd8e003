import { useEffect } from 'react';
import { bus, useSession } from '@tumbledash/shared';
import { usePageTitle } from '@tumbledash/shared/use-page-title';
import { FollowButton } from '../blog/follow-button';
import { rememberFollow, signInPath, useFollowAfterLogin } from '../peepr/follow-after-login';
import { BlogCard } from './blog-card';
import { useBlogHeader } from './use-header';
import { MissingBlog } from '../blog/missing-blog';

/**
 * /follow/{name} (B§2): logged out, the blog with Log in / Sign up — after signing in the blog is followed and
 * shown; signed in, the blog with a Follow button (the follow link of follower notifications).
 */
export function FollowPage({ blogName }: { blogName: string }) {
  const { user } = useSession();
  const { blog, setBlog, missing } = useBlogHeader(blogName);
  usePageTitle(missing ? 'Not found' : `Follow ${blogName}`);
  useFollowAfterLogin(blogName);
  useEffect(() => {
    const subscription = bus.on('blog:follow-changed').subscribe(({ blogName: changed, following }) => {
      if (changed === blogName) setBlog((current) => (current ? { ...current, following } : current));
    });
    return () => subscription.unsubscribe();
  }, [blogName, setBlog]);

  if (missing) {
    return (
      <div className="td-peepr-page">
        <MissingBlog blogName={blogName} level="h1" linkBack />
      </div>
    );
  }
  const remember = () => rememberFollow(blogName);
  return (
    <div className="td-peepr-page td-peepr-form-page">
      <h1>Follow {blogName}</h1>
      {blog && (
        <ul className="td-peepr-blog-list">
          <BlogCard blog={blog}>{user && <FollowButton blog={blog} />}</BlogCard>
        </ul>
      )}
      {!user && (
        <p className="td-peepr-follow-login">
          <a href={signInPath('/login', blogName)} onClick={remember}>
            Log in
          </a>{' '}
          or{' '}
          <a href={signInPath('/register', blogName)} onClick={remember}>
            Sign up
          </a>{' '}
          to follow {blogName}.
        </p>
      )}
    </div>
  );
}
