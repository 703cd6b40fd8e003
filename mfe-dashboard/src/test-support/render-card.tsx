import { cleanup, render } from '@testing-library/react';
import {
  ANONYMOUS,
  DialogProvider,
  ToastHost,
  bus,
  getDialogQueue,
  getToastStore,
  session,
  type BusMessage,
  type Channel,
  type DashboardPost,
} from '@tumbledash/shared';
import { PostCard, type PostCardProps } from '../post-card/post-card';
import { makeChannel, makeUser } from './fixtures';

/** Test helper only: signs in as `me` (owner of the blog `me`, plus any extra channels). */
export function signIn(channels: Channel[] = [makeChannel('me')]): void {
  session.set({ user: makeUser('me', channels), channels, flags: {}, formKey: 'fk' });
}

/** Renders a card with the page's dialog and toast hosts, as the shell does. */
export function renderCard(post: DashboardPost, props: Omit<PostCardProps, 'post'> = {}) {
  return render(
    <DialogProvider>
      <PostCard post={post} {...props} />
      <ToastHost />
    </DialogProvider>,
  );
}

/** Records every bus message until `stop`. */
export function captureBus(): { messages: BusMessage[]; stop: () => void } {
  const messages: BusMessage[] = [];
  const subscription = bus.all().subscribe((message) => messages.push(message));
  return { messages, stop: () => subscription.unsubscribe() };
}

/** Unmounts, then clears what a test left on the page-wide queues and session. */
export function resetPage(): void {
  cleanup();
  const dialogs = getDialogQueue();
  for (let current = dialogs.current(); current; current = dialogs.current()) dialogs.settle(current.id, false);
  const toasts = getToastStore();
  toasts.list().forEach((item) => toasts.dismiss(item.id));
  session.set(ANONYMOUS);
}
