import type { BusEvents } from '@tumbledash/shared';
import { focusAfterForm, rowTop } from './focus-after-form';
import type { PageRoot } from './page-root';
import type { Refocus } from './queue-reload-plan';
import { reloadQueue } from './queue-reload';
import { applyEdit, kindOfKey } from './saved-edit';
import { insertAtTop, insertsSavedPost } from './timeline-state';
import type { TimelineStore } from './timeline-store';

/**
 * What a save does beyond a new post put on top (timeline-events.ts); fetched with the first save (chunk
 * `after-save`). An edit shows in every cached list that still shows it, in place of the post it was (`previousId`:
 * a draft or queued post published now has a new id), and leaves those that do not show it in its new state
 * (saved-edit.ts); a draft or queued post published now also tops the cached dashboard and its blog. Over the
 * queue, the queue reloads (A§2.1); elsewhere, a queue it changes loads afresh when next shown. When the edited
 * post left the list under the form, focus goes to the card now at its place once the form has gone, as on the
 * queue.
 */
export function applySavedEdit(
  { post, previousId }: BusEvents['post:saved'],
  root: PageRoot | null,
  store: TimelineStore,
  formClosed: Promise<void> | undefined,
): void {
  const editedId = post.is_edit ? (previousId ?? post.id) : null;
  const index = root && editedId !== null ? store.get(root.key).posts.findIndex((item) => item.id === editedId) : -1;
  // Read while the list still shows the post where it was saved.
  const refocus: Refocus | null = index === -1 ? null : { postId: editedId!, index, top: rowTop(index) };
  // The queue's order is the server's: one this save changed, not shown, is fetched again when next shown.
  const queueChanged = post.state === 'queued' || post.state === 'scheduled' || store.get('queue').posts.some((item) => item.id === editedId);
  if (root?.kind !== 'queue' && queueChanged) store.forget('queue');
  // Published now from its edit form: only a post that was not published takes a new id (a draft, a queued or
  // scheduled post; api compose/save.ts). On top of the dashboard and its blog, as a draft's Publish button puts it.
  const publishedNow = editedId !== null && editedId !== post.id;
  if (editedId !== null) store.updateEach((state, key) => applyEdit(state, kindOfKey(key), post, editedId));
  if (publishedNow && insertsSavedPost('dashboard', post)) {
    for (const key of ['dashboard', `blog/${post.tumblelog.toLowerCase()}`]) store.update(key, (state) => (state.loaded ? insertAtTop(state, post) : state));
  }
  if (root?.kind === 'queue') {
    void reloadQueue(root, refocus, formClosed, store);
    return;
  }
  const left = root !== null && !store.get(root.key).posts.some((item) => item.id === editedId || item.id === post.id);
  if (refocus && left) void focusAfterForm(root.key, refocus, formClosed, store);
}
