import type { TrailItem } from '../contracts.js';
import type { PostRow } from '../db/schema.js';

/** What a reblog of `parent` takes from it: type, content, the trail so far, its parent and root. */
export function reblogBasis(parent: PostRow) {
  return {
    type: parent.type,
    content: parent.content,
    trail: parent.trail as TrailItem[],
    parent_post_id: parent.id,
    parent_blog_id: parent.blog_id,
    root_post_id: parent.root_post_id ?? parent.id,
    root_blog_id: parent.root_blog_id ?? parent.blog_id,
  };
}
