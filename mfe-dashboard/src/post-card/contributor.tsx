import { Avatar } from '@tumbledash/shared';
import { BlogLink } from './blog-link';

interface ContributorProps {
  name: string;
  avatarUrl: string;
  /** The contribution's own post, opened in the viewer. */
  postId: string;
}

/** Small avatar and name above one contribution of a reblog. */
export function Contributor({ name, avatarUrl, postId }: ContributorProps) {
  return (
    <p className="td-dash-trail__who">
      <BlogLink name={name} postId={postId}>
        <Avatar src={avatarUrl} name={name} size={24} />
      </BlogLink>
      <BlogLink name={name} postId={postId} className="td-dash-trail__name" />
    </p>
  );
}
