import { useState } from 'react';
import { useSession, type DashboardPost } from '@tumbledash/shared';
import { MoreIcon } from '../post-card/icons';
import { loadOnUse } from '../on-first-use/load-on-use';
import { MenuButton } from './menu-button';
import type { ActionContext } from './post-actions';

type MenuCode = typeof import('./post-menu-actions');

interface PostMenuProps {
  post: DashboardPost;
  context: () => ActionContext;
  /** The tag of the page, on `/tagged/{tag}`. */
  pageTag: string | null;
}

/** "More options" of a post: edit and delete one's own; unfollow, subscribe or block another blog. */
export function PostMenu({ post, context, pageTag }: PostMenuProps) {
  const { user, channels } = useSession();
  // The items and what they do load on the first open, not with every card.
  const [code, setCode] = useState<MenuCode | null>(null);
  // Anyone signed in has something in it (Edit and Delete on their blogs' posts, Block on others').
  if (user === null) return null;
  const role = channels.find((channel) => channel.name === post.tumblelog)?.role ?? null;

  return (
    <MenuButton
      label="More options"
      className="td-dash-post__action td-dash-post__more"
      onOpen={async () => {
        const loaded = code ?? (await loadOnUse(() => import('./post-menu-actions'), 'The post menu'));
        if (loaded) setCode(loaded);
        return loaded !== null;
      }}
      items={code?.postMenuItems(post, { role, pageTag }, context)}
    >
      <MoreIcon />
    </MenuButton>
  );
}
