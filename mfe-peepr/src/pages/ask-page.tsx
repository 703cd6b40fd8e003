import { navigateToUrl } from 'single-spa';
import { useSession } from '@tumbledash/shared';
import { usePageTitle } from '@tumbledash/shared/use-page-title';
import { AskForm } from '../ask/ask-form';
import { blogPath } from '../peepr/url';
import { useBlogHeader } from './use-header';
import { MissingBlog } from '../blog/missing-blog';

/** /blog/{name}/ask: the ask form as a page. */
export function AskPage({ blogName }: { blogName: string }) {
  const { user } = useSession();
  const { blog, missing } = useBlogHeader(blogName);
  usePageTitle(missing ? 'Not found' : `Ask ${blogName} a question`);
  if (missing) {
    return (
      <div className="td-peepr-page">
        <MissingBlog blogName={blogName} level="h1" linkBack />
      </div>
    );
  }
  return (
    <div className="td-peepr-page td-peepr-form-page">
      <h1>Ask {blogName} a question</h1>
      {!blog ? null : !blog.asks ? (
        <p>{blogName} is not taking questions.</p>
      ) : user ? (
        <AskForm blog={blog} onSent={() => navigateToUrl(blogPath(blogName))} />
      ) : (
        <p>
          <a href="/login">Log in</a> to ask {blogName} a question.
        </p>
      )}
    </div>
  );
}
