import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OVERRIDES_KEY, publishedEntry } from './overrides';
import { PANEL_MODULE, setUpOverrides, withoutPanelQuery } from './overrides-panel';
import type { RemoteTable } from './remotes';

const published: RemoteTable = { 'mfe-header': { entry: publishedEntry('mfe-header', '2'), version: '2' } };
const aaaa = { version: '1', entry: publishedEntry('mfe-header', '1') };

let cleanUp: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => cleanUp());

function fakePanel() {
  const mountOverridesPanel = jest.fn((element: HTMLElement) => {
    element.textContent = 'panel';
    return () => undefined;
  });
  const load = jest.fn().mockResolvedValue({ mountOverridesPanel });
  return { load, mountOverridesPanel };
}

it('drops ?overrides from the address it reloads', () => {
  expect(withoutPanelQuery('http://x.test/dashboard?overrides&tab=2#top')).toBe('/dashboard?tab=2#top');
});

it('shows the badge while overrides are active; Reset clears them in this browser and reloads', async () => {
  const user = userEvent.setup();
  localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ 'mfe-header': aaaa }));
  const reload = jest.fn();
  act(() => {
    cleanUp = setUpOverrides({ published, applied: { 'mfe-header': '1' }, development: false, load: fakePanel().load, reload });
  });
  expect(await screen.findByText('Overrides active')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  expect(reload).toHaveBeenCalledWith('/');
});

it('shows no badge without overrides; Alt+Shift+O loads the panel from mfe-platform once', async () => {
  const user = userEvent.setup();
  const { load, mountOverridesPanel } = fakePanel();
  const reload = jest.fn();
  cleanUp = setUpOverrides({ published, applied: {}, development: false, load, reload });
  expect(screen.queryByText('Overrides active')).not.toBeInTheDocument();
  await user.keyboard('{Alt>}{Shift>}O{/Shift}{/Alt}');
  await user.keyboard('{Alt>}{Shift>}O{/Shift}{/Alt}');
  expect(await screen.findByText('panel')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith(PANEL_MODULE);
  const props = mountOverridesPanel.mock.calls[0]![1 as never] as unknown as {
    remotes: unknown;
    development: boolean;
    onSave: (overrides: object) => Record<string, string>;
  };
  expect(props.remotes).toEqual([{ name: 'mfe-header', live: '2' }]);
  // The shell checks what the panel chose: an arbitrary origin is refused outside development, nothing stored.
  expect(props.onSave({ 'mfe-header': { version: 'dev', entry: 'http://localhost:8101/mf-manifest.json' } })).toEqual({
    'mfe-header': 'dev servers are for development mode only',
  });
  expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  expect(reload).not.toHaveBeenCalled();
  expect(props.onSave({ 'mfe-header': aaaa })).toEqual({});
  expect(JSON.parse(localStorage.getItem(OVERRIDES_KEY)!)).toEqual({ 'mfe-header': aaaa });
  expect(reload).toHaveBeenCalledWith('/');
});
