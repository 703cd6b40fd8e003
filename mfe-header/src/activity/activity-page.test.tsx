import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@tumbledash/shared';
import { makeNotification } from '../test-utils/fixtures';
import { activityCache } from './activity-cache';
import { ActivityPage } from './activity-page';

beforeEach(() => activityCache.clear());

afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState(null, '', '/');
});

describe('ActivityPage', () => {
  it('loads the blog named in the path, even one the popover already loaded', async () => {
    activityCache.set('staff', []);
    window.history.pushState(null, '', '/blog/staff/activity');
    const get = jest.spyOn(api, 'get').mockResolvedValue({
      notifications: [makeNotification({ message: 'liked your post' })],
    });
    render(<ActivityPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Activity staff');
    expect(screen.getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('bob liked your post');
    expect(get).toHaveBeenCalledWith('/svc/blog/staff/activity', expect.anything());
  });

  it('follows route changes', async () => {
    window.history.pushState(null, '', '/blog/staff/activity');
    const get = jest.spyOn(api, 'get').mockResolvedValue({ notifications: [] });
    render(<ActivityPage />);
    await screen.findByText(/Check out this tab/);
    // What the shell's single-spa does after a route change.
    act(() => {
      window.history.pushState(null, '', '/blog/other/activity');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Activity other');
    await screen.findByText(/Check out this tab/);
    expect(get).toHaveBeenLastCalledWith('/svc/blog/other/activity', expect.anything());

    act(() => {
      window.history.pushState(null, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('alerts "Woops :(" when loading fails', async () => {
    const user = userEvent.setup();
    window.history.pushState(null, '', '/blog/staff/activity');
    jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    render(<ActivityPage />);
    const alert = await screen.findByRole('alertdialog', { name: 'Woops :(' });
    expect(screen.queryByRole('status', { name: 'Loading activity' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
  });

  it('says why on another person’s blog (403) instead of "Woops :("', async () => {
    window.history.pushState(null, '', '/blog/friendly/activity');
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(403, 'Only members of this blog can see its activity.'));
    render(<ActivityPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only members of this blog can see its activity.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
