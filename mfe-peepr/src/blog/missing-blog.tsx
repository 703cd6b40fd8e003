import { navigateToUrl } from 'single-spa';

interface MissingBlogProps {
  blogName: string;
  /** The page's own heading (h1), or the viewer's (h2, which names its dialog). */
  level: 'h1' | 'h2';
  headingId?: string;
  /** Full pages offer the way back; the viewer has its close button. */
  linkBack: boolean;
}

/** A blog that is not there (or one this visitor may not see): what the viewer and every blog page show. */
export function MissingBlog({ blogName, level: Heading, headingId, linkBack }: MissingBlogProps) {
  return (
    <div className="td-peepr-view td-peepr-view--missing">
      <Heading id={headingId}>There's nothing here.</Heading>
      <p>No blog called {blogName} could be found.</p>
      {linkBack && (
        <p>
          <a href="/dashboard" onClick={navigateToUrl}>
            Back to the dashboard
          </a>
        </p>
      )}
    </div>
  );
}
