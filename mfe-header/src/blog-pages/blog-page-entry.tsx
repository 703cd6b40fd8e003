import { BlogPageLink, type BlogPageLinkProps } from './blog-page-link';
import { blogPageCount, type BlogPage } from './blog-pages';

type BlogPageEntryProps = Omit<BlogPageLinkProps, 'path' | 'children'> & {
  page: BlogPage;
  /** Asks and submissions waiting in the blog's inbox. */
  waiting: number;
  countClassName: string;
};

/** One of a blog's Inbox, Drafts and Queue entries; Inbox shows how many wait, read once as part of its name. */
export function BlogPageEntry({ page, waiting, countClassName, ...link }: BlogPageEntryProps) {
  const count = blogPageCount(page, waiting);
  return (
    <BlogPageLink path={page.path} aria-label={count?.name} {...link}>
      {page.label}
      {count && (
        <>
          {/* A space, so the visible text reads "Inbox 3", which the name must contain (WCAG 2.5.3). */}{' '}
          <span className={countClassName} aria-hidden="true">
            {count.badge}
          </span>
        </>
      )}
    </BlogPageLink>
  );
}
