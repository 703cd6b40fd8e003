import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../bus';
import { ToastHost } from './toast-host';
import { getToastStore, toast, TOAST_DURATION_MS } from './toast-store';

function region(): HTMLElement {
  const live = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!live) throw new Error('no live region');
  return live;
}

afterEach(() => {
  for (const item of getToastStore().list()) getToastStore().dismiss(item.id);
  jest.useRealTimers();
});

describe('ToastHost', () => {
  it('shows toasts from toast.show in a polite live region', () => {
    render(<ToastHost />);
    act(() => {
      toast.show('Post queued', 'success');
    });
    expect(within(region()).getByText('Post queued')).toBeInTheDocument();
  });

  it('shows toasts sent over the bus event toast:show', () => {
    render(<ToastHost />);
    act(() => bus.emit('toast:show', { message: 'Reblogged to staff', kind: 'success' }));
    expect(within(region()).getByText('Reblogged to staff')).toBeInTheDocument();
  });

  it('dismisses a toast after about 3 seconds', () => {
    jest.useFakeTimers();
    render(<ToastHost />);
    act(() => bus.emit('toast:show', { message: 'Saved' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('keeps each toast its own time when more arrive', () => {
    jest.useFakeTimers();
    render(<ToastHost />);
    act(() => toast.show('First'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => toast.show('Second'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('pauses while the pointer is on the toast', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ToastHost />);
    act(() => toast.show('Hover me'));
    await user.hover(screen.getByText('Hover me'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    await user.unhover(screen.getByText('Hover me'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('has a Dismiss button', async () => {
    render(<ToastHost />);
    act(() => {
      toast.show('Something went screwy.', 'error');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Something went screwy.')).not.toBeInTheDocument();
  });

  it('shows each toast once with two hosts on the page, and hands over when the first unmounts', () => {
    const first = render(<ToastHost />);
    render(<ToastHost />);
    act(() => bus.emit('toast:show', { message: 'Only once' }));
    expect(screen.getAllByText('Only once')).toHaveLength(1);
    expect(document.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);

    first.unmount();
    act(() => bus.emit('toast:show', { message: 'Still once' }));
    expect(screen.getAllByText('Still once')).toHaveLength(1);
  });
});

describe('toast store', () => {
  it('keeps one page-wide store and lists toasts oldest first', () => {
    expect(getToastStore()).toBe(getToastStore());
    const a = toast.show('a');
    toast.show('b', 'error');
    expect(getToastStore().list().map((item) => [item.message, item.kind])).toEqual([
      ['a', 'info'],
      ['b', 'error'],
    ]);
    toast.dismiss(a);
    expect(getToastStore().list().map((item) => item.message)).toEqual(['b']);
  });
});
