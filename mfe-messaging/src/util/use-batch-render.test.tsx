import { act, render, screen } from '@testing-library/react';
import { BATCH_RENDER_INTERVAL_MS, useBatchRender } from './use-batch-render';

function List({ total }: { total: number }) {
  const shown = useBatchRender(total);
  return (
    <ul aria-label="Items">
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>Item {index}</li>
      ))}
    </ul>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('renders five items at once, then five more every 100 ms', () => {
  const view = render(<List total={12} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(5);
  act(() => void jest.advanceTimersByTime(BATCH_RENDER_INTERVAL_MS));
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
  act(() => void jest.advanceTimersByTime(BATCH_RENDER_INTERVAL_MS));
  expect(screen.getAllByRole('listitem')).toHaveLength(12);

  // A next page appended later comes in batches too.
  view.rerender(<List total={20} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(15);
  act(() => void jest.advanceTimersByTime(BATCH_RENDER_INTERVAL_MS));
  expect(screen.getAllByRole('listitem')).toHaveLength(20);
});

it('shows a list that arrives later with its first batch at once', () => {
  const view = render(<List total={0} />);
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  view.rerender(<List total={3} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});
