import { bus, POST_TYPES, useSession, type CreatablePostType, type DashboardPost } from '@tumbledash/shared';
import { setFollowing, setSubscribed } from '../follow/follow-actions';
import { followFlags } from '../follow/follow-state';
import { MoreIcon } from '../post-card/icons';
import { MenuButton } from './menu-button';
import { blockBlog, deletePost, promote, unpromote, type ActionContext } from './post-actions';
import { postMenuChoices, type PostMenuChoice } from './post-menu-items';

function creatableType(type: DashboardPost['type']): CreatablePostType | undefined {
  return (POST_TYPES as readonly string[]).includes(type) ? (type as CreatablePostType) : undefined;
}

interface PostMenuProps {
  post: DashboardPost;
  context: () => ActionContext;
  /** The tag of the page, on `/tagged/{tag}`. */
  pageTag: string | null;
}

/** "More options" of a post: edit and delete one's own; unfollow, subscribe or block another blog. */
export function PostMenu({ post, context, pageTag }: PostMenuProps) {
  const { user, channels } = useSession();
  const role = channels.find((channel) => channel.name === post.tumblelog)?.role ?? null;
  const choices = postMenuChoices(post, { signedIn: user !== null, role, pageTag });
  if (choices.length === 0) return null;

  const target = () => ({ name: post.tumblelog, flags: followFlags(post.blog), placementId: post.placement_id, pt: post.pt });
  const run = (choice: PostMenuChoice) => {
    switch (choice.kind) {
      case 'edit':
        bus.emit('compose:open', { mode: 'edit', postId: post.id, type: creatableType(post.type) });
        return;
      case 'delete':
        void deletePost(post);
        return;
      case 'promote':
        void promote(post, choice.tag);
        return;
      case 'unpromote':
        void unpromote(post, choice.promotion);
        return;
      case 'unfollow':
        void setFollowing(target(), false, context());
        return;
      case 'subscribe':
        void setSubscribed(target(), true);
        return;
      case 'unsubscribe':
        void setSubscribed(target(), false);
        return;
      case 'block':
        void blockBlog(post.tumblelog, context());
        return;
    }
  };

  return (
    <MenuButton
      label="More options"
      className="td-dash-post__action td-dash-post__more"
      items={choices.map(({ choice, label }, index) => ({
        id: `${choice.kind}-${index}`,
        label,
        danger: choice.kind === 'delete' || choice.kind === 'block',
        onSelect: () => run(choice),
      }))}
    >
      <MoreIcon />
    </MenuButton>
  );
}
