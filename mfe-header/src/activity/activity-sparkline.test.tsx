import { render, screen } from '@testing-library/react';
import { ApiError, api, DialogProvider } from '@tumbledash/shared';
import { ActivitySparkline } from './activity-sparkline';

afterEach(() => jest.restoreAllMocks());

const days = Array.from({ length: 30 }, (_, index) => ({ date: `2026-11-${String(index + 1).padStart(2, '0')}`, count: index === 20 ? 5 : index % 7 === 0 ? 1 : 0 }));

it('draws the notes of 30 days with a text alternative', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue({ days });
  render(<ActivitySparkline blogName="alice" />);
  const figure = await screen.findByRole('figure', { name: 'Notes per day' });
  expect(figure).toHaveTextContent('10 notes in the last 30 days, most on Nov 21 (5).');
  expect(get).toHaveBeenCalledWith('/svc/blog/alice/activity/sparkline', expect.anything());
});

it('draws nothing when every day is zero (B§5)', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ days: days.map((day) => ({ ...day, count: 0 })) });
  render(<ActivitySparkline blogName="alice" />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});

it('alerts "Woops :(" when it cannot load (B§8)', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(500, ''));
  render(
    <DialogProvider>
      <ActivitySparkline blogName="alice" />
    </DialogProvider>,
  );
  expect(await screen.findByRole('alertdialog', { name: 'Woops :(' })).toBeInTheDocument();
});
