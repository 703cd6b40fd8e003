import { act, renderHook } from '@testing-library/react';
import { useLeaving } from './use-leaving';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useLeaving', () => {
  it('shows a new value at once and keeps the old one while it leaves', () => {
    const { result, rerender } = renderHook(({ value }) => useLeaving(value, 300), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toEqual({ shown: null, leaving: false });

    rerender({ value: 'gif' });
    expect(result.current).toEqual({ shown: 'gif', leaving: false });

    rerender({ value: null });
    expect(result.current).toEqual({ shown: 'gif', leaving: true });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current.shown).toBe('gif');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ shown: null, leaving: false });
  });

  it('lets a value that comes back stay without leaving', () => {
    const { result, rerender } = renderHook(({ value }) => useLeaving(value, 200), {
      initialProps: { value: 'a' as string | null },
    });
    rerender({ value: null });
    rerender({ value: 'b' });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toEqual({ shown: 'b', leaving: false });
  });
});
