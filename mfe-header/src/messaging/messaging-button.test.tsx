import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@tumbledash/shared';
import { makeChannel } from '../test-utils/fixtures';
import { MessagingButton } from './messaging-button';

describe('MessagingButton', () => {
  it('starts from the bootstrap unread counts', () => {
    render(<MessagingButton channels={[makeChannel('a', { unread_count: 2 }), makeChannel('b', { unread_count: 3 })]} />);
    expect(screen.getByRole('button', { name: 'Messaging, 5 unread' })).toHaveTextContent('5');
  });

  it('shows the total from unread:changed, capped at 99+', () => {
    render(<MessagingButton channels={[makeChannel('a')]} />);
    const button = screen.getByRole('button', { name: 'Messaging' });
    expect(button).toHaveTextContent('');
    act(() => bus.emit('unread:changed', { total: 99, perBlog: { a: 99 } }));
    expect(button).toHaveAccessibleName('Messaging, 99 unread');
    expect(button).toHaveTextContent('99');
    act(() => bus.emit('unread:changed', { total: 100, perBlog: { a: 100 } }));
    expect(button).toHaveTextContent('99+');
    act(() => bus.emit('unread:changed', { total: 0, perBlog: {} }));
    expect(button).toHaveAccessibleName('Messaging');
    expect(button).toHaveTextContent('');
  });

  it('asks messaging to open its inbox', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    const subscription = bus.on('messaging:open').subscribe(opened);
    render(<MessagingButton channels={[makeChannel('a')]} />);
    await user.click(screen.getByRole('button', { name: 'Messaging' }));
    expect(opened).toHaveBeenCalledWith({});
    subscription.unsubscribe();
  });

  it('says it opens a dialog, like Activity, and claims no open or closed state it cannot know', () => {
    render(<MessagingButton channels={[makeChannel('a')]} />);
    const button = screen.getByRole('button', { name: 'Messaging' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).not.toHaveAttribute('aria-expanded');
  });
});
