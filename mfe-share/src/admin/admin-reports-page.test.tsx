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
    blog_flags: { spam: false, nsfw: false, adult: false, uniblock: false, suspended: false },
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
  expect(await within(table).findByRole('cell', { name: 'Spam' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Older reports' })).toBeNull();
});

it('tells someone who is not an admin', async () => {
  server = fakeApi({ 'GET /svc/admin/reports': () => Promise.reject(new ApiError(403, 'Only admins can see reports.')) });
  render(<AdminReportsPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can see reports.');
});

it('gives each report’s blog its flags; a change shows on every report of that blog', async () => {
  const user = userEvent.setup();
  server = fakeApi({
    'GET /svc/admin/reports': () => ({ reports: [report('2'), report('1'), report('3', { tumblelog_name: 'bob', post_url: '/blog/bob/103' })], next_before: null }),
    'POST /suspended/toggle': () => ({ tumblelog: 'alice', flags: { spam: false, nsfw: false, adult: false, uniblock: false, suspended: true } }),
  });
  render(<AdminReportsPage />);
  await screen.findByRole('table', { name: 'Reports of posts, newest first' });
  const [first, second] = screen.getAllByRole('group', { name: 'Blog flags of alice' });
  await user.click(within(first!).getByRole('button', { name: 'Suspended' }));
  expect(within(first!).getByRole('button', { name: 'Suspended' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(second!).getByRole('button', { name: 'Suspended' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(screen.getByRole('group', { name: 'Blog flags of bob' })).getByRole('button', { name: 'Suspended' })).toHaveAttribute('aria-pressed', 'false');
});

it('labels each cell with its column, for the stacked cards of narrow screens', async () => {
  server = fakeApi({ 'GET /svc/admin/reports': () => ({ reports: [report('2', { text: 'Not tagged' })], next_before: null }) });
  render(<AdminReportsPage />);
  const table = await screen.findByRole('table', { name: 'Reports of posts, newest first' });
  const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
  const labels = within(table).getAllByRole('cell').map((cell) => cell.dataset.label);
  expect(labels).toEqual(headers);
  expect(headers).toContain('Blog flags');
});
