import { pageLocation } from '@tumbledash/shared';
import type { ActionContext } from './post-actions';
import { likeSource, type ViewerContext } from './like-source';

/** The context of an action taken now: the page is read from the page's address at that moment (A§2.9). */
export function currentActionContext(viewer: ViewerContext, offset: number | null): ActionContext {
  return { source: likeSource(pageLocation().pathname, viewer), offset };
}
