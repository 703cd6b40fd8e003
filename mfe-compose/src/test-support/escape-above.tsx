import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dialogs } from '@tumbledash/shared';
import { HintAbove } from './hint-above';

/** Opens a popover over the compose window (as a hint would) and presses Escape: the popover takes it and goes. */
export async function escapeHintAbove(user: UserEvent): Promise<void> {
  const onHintClose = jest.fn();
  render(<HintAbove onClose={onHintClose} />);
  await user.keyboard('{Escape}');
  expect(onHintClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog', { name: 'Hint' })).not.toBeInTheDocument();
}

/** Opens a confirm over the compose window (the page needs a dialog host) and answers it with Escape: No. */
export async function escapeConfirmAbove(user: UserEvent): Promise<void> {
  let answer: Promise<boolean> = Promise.resolve(true);
  act(() => {
    answer = dialogs.confirm({ message: 'Leave this page?' });
  });
  const confirm = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
  await waitFor(() => expect(within(confirm).getByRole('button', { name: 'OK' })).toHaveFocus());
  await user.keyboard('{Escape}');
  await expect(answer).resolves.toBe(false);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}
