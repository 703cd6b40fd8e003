import type { ComponentType } from 'react';
import type { DashboardPost } from '@tumbledash/shared';

/** The props of mfe-dashboard's `./PostCard` the viewer uses (see mfe-dashboard/README.md). */
export interface PostCardProps {
  post: DashboardPost;
  inViewer?: boolean;
  viewerSearch?: boolean;
  feedPosition?: { index: number; setSize: number };
  page?: 'blog';
}

interface FederationHost {
  name: string;
  loadRemote<T>(id: string): Promise<T | null>;
}

/**
 * The dashboard's post card, through the Module Federation runtime the shell set up (it registered every remote
 * of /remotes.json): the viewer shows posts exactly as the dashboard does, like/reblog/reply/share included.
 */
let card: Promise<ComponentType<PostCardProps>> | null = null;

export function loadPostCard(): Promise<ComponentType<PostCardProps>> {
  card ??= (async () => {
    const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationHost[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
    const host = instances.find((instance) => instance.name === 'shell') ?? instances[0];
    if (!host) throw new Error('no Module Federation host on the page');
    const module = await host.loadRemote<{ PostCard: ComponentType<PostCardProps> }>('mfe_dashboard/PostCard');
    if (!module) throw new Error('mfe_dashboard/PostCard did not load');
    return module.PostCard;
  })().catch((error: unknown) => {
    card = null;
    throw error;
  });
  return card;
}
