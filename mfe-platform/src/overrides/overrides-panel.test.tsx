import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tumbledash/shared';
import type { ConsoleData, PlatformClient } from '../platform/platform-api';
import { OVERRIDES_TEXT, OverridesPanel } from './overrides-panel';

const row = (version: string, current: boolean) => ({
  version,
  deployed_at: null,
  commit: '',
  deployed_by: '',
  current,
  critical_gz: 0,
  total_gz: 0,
  health: {
    hour: { mounts: 0, load_errors: 0, render_errors: 0, mount_p50_ms: null, mount_p95_ms: null },
    day: { mounts: 0, load_errors: 0, render_errors: 0, mount_p50_ms: null, mount_p95_ms: null },
    hour_series: [],
    day_series: [],
  },
});

const DATA: ConsoleData = {
  generated_at: '2026-11-25T12:00:00.000Z',
  remotes: [
    { name: 'mfe-header', current: '0.1.0-bbbb', versions: [row('0.1.0-bbbb', true), row('0.1.0-aaaa', false)], recent_errors: [], canary: null, last_canary: null },
    { name: 'mfe-share', current: '0.1.0-ssss', versions: [row('0.1.0-ssss', true)], recent_errors: [], canary: null, last_canary: null },
  ],
};

const REMOTES = [
  { name: 'mfe-header', live: '0.1.0-bbbb' },
  { name: 'mfe-share', live: '0.1.0-ssss' },
];

const client = (answer: Promise<ConsoleData>): Pick<PlatformClient, 'remotes'> => ({ remotes: () => answer });

function setUp(props: { development?: boolean; answer?: Promise<ConsoleData>; onSave?: jest.Mock; overrides?: Record<string, { version: string; entry: string }> } = {}) {
  const onSave = props.onSave ?? jest.fn().mockReturnValue({});
  const onClose = jest.fn();
  render(
    <OverridesPanel
      remotes={REMOTES}
      overrides={props.overrides ?? {}}
      development={props.development ?? false}
      onSave={onSave}
      onClose={onClose}
      client={client(props.answer ?? Promise.resolve(DATA))}
    />,
  );
  return { onSave, onClose };
}

it('lets a platform admin pick a published version of one remote for this browser', async () => {
  const user = userEvent.setup();
  const { onSave } = setUp();
  expect(screen.getByRole('dialog', { name: 'Remote overrides' })).toHaveTextContent(OVERRIDES_TEXT.intro);
  const header = await screen.findByRole('combobox', { name: 'mfe-header' });
  expect(screen.getByRole('option', { name: '0.1.0-aaaa' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Live (0.1.0-bbbb)' })).toBeInTheDocument();
  // No dev servers outside development mode.
  expect(screen.queryByRole('option', { name: 'Dev server on this machine' })).not.toBeInTheDocument();
  await user.selectOptions(header, '0.1.0-aaaa');
  await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
  expect(onSave).toHaveBeenCalledWith({ 'mfe-header': { version: '0.1.0-aaaa', entry: '/remotes/mfe-header/0.1.0-aaaa/mf-manifest.json' } });
});

it('shows the stored override as chosen, and Reset all clears every override', async () => {
  const user = userEvent.setup();
  const { onSave } = setUp({ overrides: { 'mfe-header': { version: '0.1.0-aaaa', entry: '/remotes/mfe-header/0.1.0-aaaa/mf-manifest.json' } } });
  expect(await screen.findByRole('combobox', { name: 'mfe-header' })).toHaveValue('0.1.0-aaaa');
  await user.click(screen.getByRole('button', { name: 'Reset all' }));
  expect(onSave).toHaveBeenCalledWith({});
});

it('offers a dev server on this machine in development mode, and shows what the shell refused', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn().mockReturnValue({ 'mfe-share': 'a dev server must be http://localhost:<port> or http://127.0.0.1:<port>' });
  setUp({ development: true, onSave, answer: Promise.reject(new ApiError(403, OVERRIDES_TEXT.admins)) });
  // Not an admin, but in development: the live version and a dev server are still offered.
  await user.selectOptions(screen.getByRole('combobox', { name: 'mfe-share' }), 'Dev server on this machine');
  const address = screen.getByRole('textbox', { name: 'Dev server address for mfe-share' });
  expect(address).toHaveValue('http://localhost:8106/mf-manifest.json');
  await user.clear(address);
  await user.type(address, 'https://cdn.example/mf-manifest.json');
  await user.click(screen.getByRole('button', { name: 'Apply and reload' }));
  expect(onSave).toHaveBeenCalledWith({ 'mfe-share': { version: 'dev', entry: 'https://cdn.example/mf-manifest.json' } });
  expect(screen.getByText(/Refused: a dev server must be/)).toBeInTheDocument();
});

it('tells someone who is not a platform admin outside development, and offers nothing', async () => {
  const user = userEvent.setup();
  const { onClose } = setUp({ answer: Promise.reject(new ApiError(403, OVERRIDES_TEXT.admins)) });
  expect(await screen.findByRole('alert')).toHaveTextContent(OVERRIDES_TEXT.admins);
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});
