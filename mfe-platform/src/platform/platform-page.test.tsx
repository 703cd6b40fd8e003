import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tumbledash/shared';
import type { ConsoleData, PlatformClient, VersionRow } from './platform-api';
import { PlatformPage } from './platform-page';

const quiet = { mounts: 0, load_errors: 0, render_errors: 0, mount_p50_ms: null, mount_p95_ms: null };
const series = (length: number, last = { mounts: 0, errors: 0 }) => [...Array.from({ length: length - 1 }, () => ({ mounts: 0, errors: 0 })), last];

function version(name: string, current: boolean, overrides: Partial<VersionRow> = {}): VersionRow {
  return {
    version: name,
    deployed_at: '2026-11-24T08:00:00.000Z',
    commit: '',
    deployed_by: '',
    current,
    critical_gz: 8_192,
    total_gz: 40_960,
    health: { hour: quiet, day: quiet, hour_series: series(12), day_series: series(24) },
    ...overrides,
  };
}

const DATA: ConsoleData = {
  generated_at: '2026-11-24T09:00:00.000Z',
  remotes: [
    {
      name: 'mfe-header',
      current: '0.1.0-bbbb',
      versions: [
        version('0.1.0-bbbb', true, {
          commit: 'def5678',
          deployed_by: 'ben',
          health: {
            hour: { mounts: 39, load_errors: 0, render_errors: 1, mount_p50_ms: 120, mount_p95_ms: 300 },
            day: { mounts: 39, load_errors: 0, render_errors: 1, mount_p50_ms: 120, mount_p95_ms: 300 },
            hour_series: series(12, { mounts: 39, errors: 1 }),
            day_series: series(24, { mounts: 39, errors: 1 }),
          },
        }),
        version('0.1.0-aaaa', false),
      ],
      recent_errors: [{ version: '0.1.0-bbbb', kind: 'render-error', message: 'The header: the error boundary caught an error.', request_id: 'req-7c1f9a20', reported_at: '2026-11-24T08:59:00.000Z' }],
      canary: null,
      last_canary: null,
    },
  ],
};

const health = { hour: quiet, day: quiet, hour_series: series(12, { mounts: 8, errors: 2 }), day_series: series(24) };

/** mfe-header with 0.1.0-cccc as a 10% canary beside the stable 0.1.0-bbbb. */
const WITH_CANARY: ConsoleData = {
  ...DATA,
  remotes: [
    {
      ...DATA.remotes[0]!,
      canary: {
        version: '0.1.0-cccc',
        percent: 10,
        started_at: '2026-11-24T08:30:00.000Z',
        started_by: 'cleo',
        commit: 'fed4321',
        health,
        window: { mounts: 10, errors: 2, error_rate: 0.2 },
        stable_window: { mounts: 95, errors: 0, error_rate: 0 },
        verdict: '10 of the 20 mounts needed to judge the canary over the last 5 minutes',
      },
    },
  ],
};

function client(overrides: Partial<PlatformClient> = {}): PlatformClient {
  return {
    remotes: jest.fn(async () => DATA),
    switchTo: jest.fn(async () => ({})),
    promoteCanary: jest.fn(async () => ({})),
    rollBackCanary: jest.fn(async () => ({})),
    flags: jest.fn(async () => ({ flags: [{ name: 'log_lady', enabled: false, description: 'Send behaviour logs every 15 seconds' }] })),
    setFlag: jest.fn(async (name: string, enabled: boolean) => ({ name, enabled, description: '' })),
    ...overrides,
  };
}

it("shows a platform admin every remote's versions, sizes, health and reported errors", async () => {
  render(<PlatformPage client={client()} />);
  const header = await screen.findByRole('region', { name: 'mfe-header' });
  const table = within(header).getByRole('table', { name: 'Versions of mfe-header, newest first' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('0.1.0-bbbb (live)');
  expect(rows[1]).toHaveTextContent('commit def5678');
  expect(rows[1]).toHaveTextContent('by ben');
  expect(rows[1]).toHaveTextContent('8.0 KB / 40.0 KB');
  expect(rows[1]).toHaveTextContent('39 mounts · 0 load errors · 1 render errors · 2.5% errors · p50 120 ms');
  expect(within(rows[1]!).getByRole('img', { name: '0.1.0-bbbb, last hour: 39 mounts, 1 errors' })).toBeInTheDocument();
  expect(within(header).getByText(/render error: The header: the error boundary caught an error\. · request req-7c1f9a20/)).toBeInTheDocument();
});

it('is a region of the page named by its heading, not a second main landmark inside the shell’s', async () => {
  render(<PlatformPage client={client()} />);
  expect(await screen.findByRole('region', { name: 'Platform console' })).toBeInTheDocument();
  expect(screen.queryByRole('main')).toBeNull();
});

it('rolls back and makes a version live like the command, then shows the new state', async () => {
  const user = userEvent.setup();
  const api = client();
  render(<PlatformPage client={api} />);
  await user.click(await screen.findByRole('button', { name: 'Roll back to 0.1.0-aaaa' }));
  expect(api.switchTo).toHaveBeenCalledWith('mfe-header', '0.1.0-aaaa');
  expect(await screen.findByText('mfe-header now serves 0.1.0-aaaa; a page reload picks it up.')).toBeInTheDocument();
  expect(api.remotes).toHaveBeenCalledTimes(2);
  await user.click(screen.getByRole('button', { name: 'Make 0.1.0-aaaa live' }));
  expect(api.switchTo).toHaveBeenCalledTimes(2);
});

it('tells anyone who is not a platform admin that the console is not theirs', async () => {
  const forbidden = new ApiError(403, 'Only platform admins can see the platform console.');
  render(<PlatformPage client={client({ remotes: jest.fn(async () => Promise.reject(forbidden)) })} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Only platform admins can see the platform console.');
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Feature flags' })).toBeNull();
});

it('shows a platform admin the feature flags above the remotes', async () => {
  render(<PlatformPage client={client()} />);
  const flags = await screen.findByRole('region', { name: 'Feature flags' });
  expect(await within(flags).findByRole('button', { name: 'log_lady' })).toHaveAttribute('aria-pressed', 'false');
  const header = screen.getByRole('region', { name: 'mfe-header' });
  expect(flags.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('shows the stable and the canary build side by side, and promotes the canary like the command', async () => {
  const user = userEvent.setup();
  const api = client({ remotes: jest.fn(async () => WITH_CANARY) });
  render(<PlatformPage client={api} />);
  const header = await screen.findByRole('region', { name: 'mfe-header' });
  const rollout = within(header).getByRole('table', { name: 'Canary rollout of mfe-header' });
  const [, stable, canary] = within(rollout).getAllByRole('row');
  expect(within(stable!).getByRole('rowheader')).toHaveTextContent('Stable');
  expect(stable).toHaveTextContent('0.1.0-bbbb');
  expect(stable).toHaveTextContent('90% of signed-in people and every visitor');
  expect(stable).toHaveTextContent('95 mounts · 0 errors · 0% error rate');
  expect(within(canary!).getByRole('rowheader')).toHaveTextContent('Canary');
  expect(canary).toHaveTextContent('0.1.0-cccc');
  expect(canary).toHaveTextContent('by cleo');
  expect(canary).toHaveTextContent('10% of signed-in people');
  expect(canary).toHaveTextContent('10 mounts · 2 errors · 20% error rate');
  expect(within(canary!).getByRole('img', { name: 'Canary 0.1.0-cccc, last hour: 8 mounts, 2 errors' })).toBeInTheDocument();
  expect(within(header).getByText('Automatic rollback: 10 of the 20 mounts needed to judge the canary over the last 5 minutes.')).toBeInTheDocument();

  await user.click(within(header).getByRole('button', { name: 'Promote 0.1.0-cccc' }));
  expect(api.promoteCanary).toHaveBeenCalledWith('mfe-header', '0.1.0-cccc');
  expect(await screen.findByText('mfe-header 0.1.0-cccc is now live for everyone; a page reload picks it up.')).toBeInTheDocument();
});

it('rolls the canary back like the command and says what went wrong when the server refuses', async () => {
  const user = userEvent.setup();
  const refused = new ApiError(409, 'Another version of this remote is the canary now: reload the console.');
  const api = client({ remotes: jest.fn(async () => WITH_CANARY), rollBackCanary: jest.fn(async () => Promise.reject(refused)) });
  render(<PlatformPage client={api} />);
  await user.click(await screen.findByRole('button', { name: 'Roll back canary 0.1.0-cccc' }));
  expect(api.rollBackCanary).toHaveBeenCalledWith('mfe-header', '0.1.0-cccc');
  expect(await screen.findByRole('status')).toHaveTextContent('Another version of this remote is the canary now: reload the console.');
});

it('says when the server rolled a canary back by itself, and why', async () => {
  const rolledBack: ConsoleData = {
    ...DATA,
    remotes: [
      {
        ...DATA.remotes[0]!,
        last_canary: {
          version: '0.1.0-cccc',
          percent: 10,
          status: 'rolled_back',
          started_at: '2026-11-24T08:30:00.000Z',
          ended_at: '2026-11-24T08:40:00.000Z',
          ended_by: 'automatic rollback',
          reason: 'error rate 60.0% (12 errors in 20 mounts) over the last 5 minutes against the stable version\'s 0.0% (0 errors in 200 mounts): more than 5.0 points above it',
        },
      },
    ],
  };
  render(<PlatformPage client={client({ remotes: jest.fn(async () => rolledBack) })} />);
  const header = await screen.findByRole('region', { name: 'mfe-header' });
  expect(within(header).getByText(/^Canary 0\.1\.0-cccc was rolled back automatically \(.+\): error rate 60\.0% \(12 errors in 20 mounts\)/)).toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: /Promote/ })).toBeNull();
});
