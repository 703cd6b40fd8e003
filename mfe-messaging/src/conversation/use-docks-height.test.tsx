import { render } from '@testing-library/react';
import { DOCKS_HEIGHT_PROPERTY, useDocksHeight } from './use-docks-height';

function Docks() {
  return <div ref={useDocksHeight()}>docks</div>;
}

const pageProperty = () => document.documentElement.style.getPropertyValue(DOCKS_HEIGHT_PROPERTY);

describe('useDocksHeight', () => {
  const resized: Array<() => void> = [];

  beforeEach(() => {
    // jsdom lays nothing out: a ResizeObserver the test calls, and a height it sets.
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        resized.push(this.callback);
      }
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
  });

  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    resized.length = 0;
  });

  it('keeps the docks’ height on the page while they are shown, and takes it away when they go', () => {
    const { getByText, unmount } = render(<Docks />);
    Object.defineProperty(getByText('docks'), 'offsetHeight', { value: 460, configurable: true });
    resized.forEach((callback) => callback());
    expect(pageProperty()).toBe('460px');

    Object.defineProperty(getByText('docks'), 'offsetHeight', { value: 70 });
    resized.forEach((callback) => callback());
    expect(pageProperty()).toBe('70px');

    unmount();
    expect(pageProperty()).toBe('');
  });
});
