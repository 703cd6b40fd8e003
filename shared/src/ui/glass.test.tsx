import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Glass, GLASS_FADE_MS } from './glass';

function glass(): Element | null {
  return document.querySelector('.td-ui-glass');
}

describe('Glass', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fades in when visible, is hidden from assistive technology and stays on the page while fading out', () => {
    const { rerender } = render(<Glass visible={false} />);
    expect(glass()).not.toBeInTheDocument();

    rerender(<Glass visible />);
    expect(glass()).toHaveAttribute('aria-hidden', 'true');
    expect(glass()).not.toHaveClass('td-ui-glass--leaving');
    expect(glass()?.parentElement).toBe(document.body);

    rerender(<Glass visible={false} />);
    expect(glass()).toHaveClass('td-ui-glass--leaving');
    act(() => jest.advanceTimersByTime(GLASS_FADE_MS));
    expect(glass()).not.toBeInTheDocument();
  });

  it('comes back without a gap when shown again during the fade-out', () => {
    const { rerender } = render(<Glass visible />);
    rerender(<Glass visible={false} />);
    act(() => jest.advanceTimersByTime(GLASS_FADE_MS / 2));
    rerender(<Glass visible />);
    act(() => jest.advanceTimersByTime(GLASS_FADE_MS));
    expect(glass()).toBeInTheDocument();
    expect(glass()).not.toHaveClass('td-ui-glass--leaving');
  });

  it('reports clicks and takes a stacking order', async () => {
    jest.useRealTimers();
    const onClick = jest.fn();
    render(<Glass visible onClick={onClick} zIndex={1234} />);
    const layer = glass();
    if (!layer) throw new Error('no glass');
    expect(layer).toHaveStyle({ zIndex: '1234' });
    await userEvent.click(layer);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('uses the 150 ms of A§9.7', () => {
    expect(GLASS_FADE_MS).toBe(150);
  });
});
