import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TECHNICAL_TROUBLE } from '@tumbledash/shared';
import { retryableLazy } from './retryable-lazy';

function Notes({ count }: { count: number }) {
  return <p>{count} notes</p>;
}

it('shows a notice with Retry in the part\'s place when its code cannot be fetched, and the part once Retry fetches it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn<Promise<typeof Notes>, []>().mockRejectedValueOnce(new Error('Loading chunk 12 failed.')).mockResolvedValue(Notes);
  const LazyNotes = retryableLazy(load, 'The notes');
  render(
    <Suspense fallback={<p>Loading notes</p>}>
      <LazyNotes count={3} />
    </Suspense>,
  );
  expect((await screen.findByRole('alert')).textContent).toBe(TECHNICAL_TROUBLE);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('3 notes')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
