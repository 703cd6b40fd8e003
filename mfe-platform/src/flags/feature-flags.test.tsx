import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tumbledash/shared';
import type { FeatureFlag, PlatformClient } from '../platform/platform-api';
import { FeatureFlags } from './feature-flags';

const FLAGS: FeatureFlag[] = [
  { name: 'ask_form', enabled: true, description: 'Show the ask form on blogs that accept asks' },
  { name: 'log_lady', enabled: false, description: 'Send behaviour logs every 15 seconds' },
];

type FlagsClient = Pick<PlatformClient, 'flags' | 'setFlag'>;

function client(overrides: Partial<FlagsClient> = {}): FlagsClient {
  return {
    flags: jest.fn(async () => ({ flags: FLAGS })),
    setFlag: jest.fn(async (name: string, enabled: boolean) => ({ ...FLAGS.find((flag) => flag.name === name)!, enabled })),
    ...overrides,
  };
}

/** A save the test answers when it wants. */
function pendingSave() {
  let answer!: { resolve: (flag: FeatureFlag) => void; reject: (error: unknown) => void };
  const promise = new Promise<FeatureFlag>((resolve, reject) => {
    answer = { resolve, reject };
  });
  return { setFlag: jest.fn(() => promise), answer: () => answer };
}

it('lists every flag with its description and On/Off under the heading and its note', async () => {
  render(<FeatureFlags client={client()} />);
  const section = screen.getByRole('region', { name: 'Feature flags' });
  expect(within(section).getByText('Browsers pick up a change on their next page load.')).toBeInTheDocument();
  const table = await within(section).findByRole('table', { name: 'Feature flags' });
  const [, askForm, logLady] = within(table).getAllByRole('row');
  expect(within(askForm!).getByRole('rowheader')).toHaveTextContent('ask_form');
  expect(askForm).toHaveTextContent('Show the ask form on blogs that accept asks');
  expect(within(askForm!).getByRole('button', { name: 'ask_form' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(askForm!).getByText('On')).toBeInTheDocument();
  expect(within(logLady!).getByRole('button', { name: 'log_lady', description: 'Send behaviour logs every 15 seconds' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(logLady!).getByText('Off')).toBeInTheDocument();
});

it('turns a flag on at once, sends one save however often it is pressed meanwhile, and keeps the server’s answer', async () => {
  const user = userEvent.setup();
  const save = pendingSave();
  const api = client({ setFlag: save.setFlag });
  render(<FeatureFlags client={api} />);
  const toggle = await screen.findByRole('button', { name: 'log_lady' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle.parentElement).toHaveTextContent('On');
  expect(toggle).toHaveAttribute('aria-disabled', 'true');
  await user.click(toggle);
  expect(api.setFlag).toHaveBeenCalledTimes(1);
  expect(api.setFlag).toHaveBeenCalledWith('log_lady', true);
  await act(async () => save.answer().resolve({ ...FLAGS[1]!, enabled: true }));
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).not.toHaveAttribute('aria-disabled');
  expect(toggle).toHaveFocus();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('puts a refused flag back, says why and keeps focus on its button', async () => {
  const user = userEvent.setup();
  const refused = new ApiError(404, 'There is no feature flag by that name.');
  const api = client({ setFlag: jest.fn(async () => Promise.reject(refused)) });
  render(<FeatureFlags client={api} />);
  const toggle = await screen.findByRole('button', { name: 'log_lady' });
  toggle.focus();
  await user.keyboard(' ');
  expect(await screen.findByRole('alert')).toHaveTextContent('log_lady stays Off: There is no feature flag by that name.');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(toggle.parentElement).toHaveTextContent('Off');
  expect(toggle).toHaveFocus();
});

it('says so when the flags cannot be listed', async () => {
  const forbidden = new ApiError(403, 'Only platform admins can see the platform console.');
  render(<FeatureFlags client={client({ flags: jest.fn(async () => Promise.reject(forbidden)) })} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Only platform admins can see the platform console.');
  expect(screen.queryByRole('table')).toBeNull();
});
