import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ToastHost } from '@tumbledash/shared';
import { NewPostsButton } from './new-posts-button';

describe('NewPostsButton', () => {
  it('shows nothing while no newer posts wait', () => {
    render(<NewPostsButton newer={null} onLoad={jest.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the count, capped, and loads them when pressed (once at a time)', async () => {
    let finish: () => void = () => undefined;
    const onLoad = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(<NewPostsButton newer={{ count: 1, more: false }} onLoad={onLoad} />);
    expect(screen.getByRole('button', { name: '1 new post' })).toBeInTheDocument();
    rerender(<NewPostsButton newer={{ count: 20, more: true }} onLoad={onLoad} />);
    const button = screen.getByRole('button', { name: '20+ new posts' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('is operated from the keyboard', async () => {
    const onLoad = jest.fn().mockResolvedValue(undefined);
    render(<NewPostsButton newer={{ count: 3, more: false }} onLoad={onLoad} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '3 new posts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('says what went wrong when loading fails, and stays to be pressed again', async () => {
    const onLoad = jest.fn().mockRejectedValue(new ApiError(429, 'Slow down.'));
    render(
      <>
        <NewPostsButton newer={{ count: 2, more: false }} onLoad={onLoad} />
        <ToastHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '2 new posts' }));
    expect(await screen.findByText('Slow down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 new posts' })).toBeEnabled();
  });
});
