import { useEffect, useState } from 'react';
import { bus, type DashboardPost } from '@tumbledash/shared';
import { blogFlagChanges } from '../follow/follow-actions';
import { afterFollowChange, withBlogFlags } from '../follow/follow-state';

/**
 * The post with every change announced since the prop last changed: a like, reblog or follow shows on this
 * card even where its owner (e.g. the blog viewer) does not patch its copy. A new prop starts afresh.
 */
export function useLivePost(post: DashboardPost): DashboardPost {
  const [base, setBase] = useState(post);
  const [live, setLive] = useState(post);
  if (base !== post) {
    setBase(post);
    setLive(post);
  }

  const { id } = post;
  useEffect(() => {
    const subscriptions = [
      bus.on('post:updated').subscribe((event) => {
        if (event.id === id) setLive((current) => ({ ...current, ...event.patch }));
      }),
      bus.on('blog:follow-changed').subscribe(({ blogName, following }) =>
        setLive((current) => withBlogFlags(current, blogName, (flags) => afterFollowChange(flags, following))),
      ),
      blogFlagChanges.subscribe(({ blogName, flags }) => setLive((current) => withBlogFlags(current, blogName, () => flags))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [id]);

  return live;
}
