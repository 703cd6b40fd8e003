import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type PostReport } from '@tumbledash/shared';
import { fakeApi } from '../share/share-test-server';
import { AdminReportsPage } from './admin-reports-page';

function report(id: string, overrides: Partial<PostReport> = {}): PostReport {
  return {
    id,
    post_id: `10${id}`,
    post_url: `/blog/alice/10${id}`,
    tumblelog_name: 'alice',
    reporter_email: 'friend@example.com',
    reason: 'sensitive',
    text: '',
    post_flagged_nsfw: true,
    created_at: '2026-11-24T08:00:00.000Z',
    ...overrides,
  };
}

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

it('lists reports with their reason, reporter and post, and pages on', async () => {
  const user = userEvent.setup();
  server = fakeApi({
    'GET /svc/admin/reports': (_body, params) =>
      params.before ? { reports: [report('1', { reason: 'spam', post_flagged_nsfw: false })], next_before: null } : { reports: [report('2', { text: 'Not tagged' })], next_before: '2' },
  });
  render(<AdminReportsPage />);
  const table = await screen.findByRole('table', { name: 'Reports of posts, newest first' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]!).getByRole('link', { name: 'alice/102' })).toHaveAttribute('href', '/blog/alice/102');
  expect(rows[1]).toHaveTextContent("Sensitive content that isn't flagged");
  expect(rows[1]).toHaveTextContent('Not tagged');
  expect(rows[1]).toHaveTextContent('friend@example.com');
  await user.click(screen.getByRole('button', { name: 'Older reports' }));
  expect(await within(table).findByText('Spam')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Older reports' })).toBeNull();
});

it('tells someone who is not an admin', async () => {
  server = fakeApi({ 'GET /svc/admin/reports': () => Promise.reject(new ApiError(403, 'Only admins can see reports.')) });
  render(<AdminReportsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can see reports.');
});
