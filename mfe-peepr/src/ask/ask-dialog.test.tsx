import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, DialogProvider, session } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { makeBlog } from '../test-support/post';
import { AskDialog, CLOSE_WITHOUT_SENDING } from './ask-dialog';

jest.setTimeout(20_000);

afterEach(() => session.set(ANONYMOUS));

it('asks "Close without sending?" before dropping a written question', async () => {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
  const closed = jest.fn();
  render(
    <DialogProvider>
      <AskDialog blog={makeBlog({ name: 'friendly' })} onClose={closed} />
    </DialogProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(closed).toHaveBeenCalledTimes(1);

  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Hi?');
  await userEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!);
  const confirm = await screen.findByRole('alertdialog', { name: CLOSE_WITHOUT_SENDING });
  // Losing the question is the destructive answer: focus starts on the confirm's Cancel, so Enter keeps it.
  expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(confirm).not.toBeInTheDocument();
  expect(closed).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]!);
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
  expect(closed).toHaveBeenCalledTimes(2);
});
