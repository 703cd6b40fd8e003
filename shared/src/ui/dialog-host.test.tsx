import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DialogHost } from './dialog-host';
import { DialogProvider, useDialogs } from './dialog-provider';
import { dialogs, getDialogQueue } from './dialog-queue';
import { Modal } from './modal';

/** A page with a button that asks one or more questions and prints the answers. */
function Page({ questions }: { questions: string[] }) {
  const { confirm } = useDialogs();
  const [answers, setAnswers] = useState<string[]>([]);
  const ask = () => {
    for (const message of questions) {
      void confirm({ message, okLabel: 'Discard', cancelLabel: 'Nevermind' }).then((ok) =>
        setAnswers((previous) => [...previous, `${message} ${ok ? 'yes' : 'no'}`]),
      );
    }
  };
  return (
    <>
      <button type="button" onClick={ask}>
        Ask
      </button>
      <output aria-label="Answers">{answers.join(' | ')}</output>
    </>
  );
}

function setup(questions = ['Discard this post?']) {
  const user = userEvent.setup();
  render(
    <>
      <Page questions={questions} />
      <DialogHost />
    </>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'Ask' }) };
}

afterEach(() => {
  expect(getDialogQueue().size()).toBe(0);
});

describe('DialogHost', () => {
  it('opens a confirm named by its message, with focus on the OK button', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Discard this post?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
    await user.keyboard('{Enter}');
  });

  it('keeps the OK button a primary one when the confirm is not destructive', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveClass('td-ui-button--primary');
    expect(screen.getByRole('button', { name: 'Discard' })).not.toHaveClass('td-ui-button--danger');
    await user.keyboard('{Escape}');
  });

  it('a destructive confirm starts on Cancel, so Enter cancels, and its OK button is a danger one', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialogs.confirm({ message: 'Discard this post?', okLabel: 'Discard', cancelLabel: 'Nevermind', destructive: true });
    });
    expect(screen.getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveClass('td-ui-button--danger');
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a destructive confirm still answers yes when its OK is reached with Tab and pressed', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = dialogs.confirm({ message: 'Permanently delete this conversation?', okLabel: 'Delete', cancelLabel: 'Nevermind', destructive: true });
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
  });

  it('moves between the two buttons with Tab and Shift+Tab, and never leaves the dialog', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    const ok = screen.getByRole('button', { name: 'Discard' });
    const cancel = screen.getByRole('button', { name: 'Nevermind' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
    await user.keyboard('{Escape}');
  });

  it('Enter presses the focused OK button and focus goes back to the trigger', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Discard this post? yes')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('Space presses the focused button', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByText('Discard this post? no')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('Escape cancels', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Discard this post? no')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('queues: the second dialog opens only when the first closes, and focus returns after the last', async () => {
    const { user, trigger } = setup(['Discard this post?', 'Discard edits to this post?']);
    await user.click(trigger);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Discard this post?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nevermind' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard edits to this post?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Discard this post? no | Discard edits to this post? yes')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows an alert with one button, and resolves on OK or Escape', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = dialogs.alert({ message: 'Woops :(' });
      second = dialogs.alert({ message: 'Sorry, we seem to be having technical trouble.', okLabel: 'Close' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Woops :(' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(first).resolves.toBeUndefined();

    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBeUndefined();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('describes the dialog with its detail line', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = dialogs.confirm({ message: 'Block messages from this sender?', detail: 'This cannot be undone.', okLabel: 'Block' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Block messages from this sender?' })).toHaveAccessibleDescription(
      'This cannot be undone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await expect(answer).resolves.toBe(true);
  });

  it('shows the queue once even when several hosts are mounted', async () => {
    const { user, trigger } = setup();
    render(
      <DialogProvider>
        <p>Remote running alone</p>
      </DialogProvider>,
    );
    await user.click(trigger);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
  });

  it('a provider renders the queue when it is the only host', async () => {
    render(<DialogProvider />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = dialogs.confirm({ message: 'Close without sending?' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('stacks over an open modal; Escape closes only the dialog', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <>
        <Modal title="Post form" onClose={onClose}>
          <button type="button" onClick={() => void dialogs.confirm({ message: 'Discard this post?' })}>
            Close form
          </button>
        </Modal>
        <DialogHost />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close form' });
    await user.click(close);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(close).toHaveFocus();
  });
});

describe('useDialogs', () => {
  it('returns the page-wide imperative API', () => {
    let api: ReturnType<typeof useDialogs> | undefined;
    function Probe() {
      api = useDialogs();
      return null;
    }
    render(<Probe />);
    expect(api).toBe(dialogs);
  });
});
