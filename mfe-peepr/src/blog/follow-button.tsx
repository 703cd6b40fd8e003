import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { api, bus, dialogs, toApiError, useSession, type BlogHeader } from '@tumbledash/shared';

interface FollowButtonProps {
  blog: Pick<BlogHeader, 'name' | 'following' | 'is_member'>;
  /** Where the follow comes from (B§4: FOLLOW_SOURCE_PEEPR_HEADER in the viewer's header). */
  source?: 'PEEPR_HEADER' | 'POST';
  /** Told when the "unfollow?" confirm opens (true) and when it is answered (false). */
  onAsking?: (asking: boolean) => void;
}

/** Follow / unfollow as the current channel; logged out, the follow page (B§5, B§6). */
export function FollowButton({ blog, source = 'PEEPR_HEADER', onAsking }: FollowButtonProps) {
  const { user, channels } = useSession();
  const [busy, setBusy] = useState(false);
  if (blog.is_member || channels.some((channel) => channel.name === blog.name)) return null;

  const toggle = async () => {
    if (busy) return;
    if (!user) {
      navigateToUrl(`/follow/${blog.name}`);
      return;
    }
    const following = blog.following;
    if (following) {
      onAsking?.(true);
      const ok = await dialogs.confirm({ message: `Are you sure you want to unfollow ${blog.name}?`, okLabel: 'Ok', cancelLabel: 'Nevermind' });
      onAsking?.(false);
      if (!ok) return;
    }
    setBusy(true);
    bus.emit('blog:follow-changed', { blogName: blog.name, following: !following });
    try {
      await api.post(following ? '/svc/unfollow' : '/svc/follow', {
        tumblelog: blog.name,
        source: `${following ? 'UNFOLLOW' : 'FOLLOW'}_SOURCE_${source}`,
      });
    } catch (error) {
      bus.emit('blog:follow-changed', { blogName: blog.name, following });
      void dialogs.alert({ message: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  // Busy as aria-disabled, not disabled: a disabled button drops the focus that the confirm just gave back to it.
  return (
    <button
      type="button"
      className={blog.following ? 'td-peepr-follow td-peepr-follow--on' : 'td-peepr-follow'}
      onClick={toggle}
      aria-disabled={busy || undefined}
    >
      {blog.following ? 'Unfollow' : 'Follow'}
    </button>
  );
}
