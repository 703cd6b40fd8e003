import { act, screen } from '@testing-library/react';
import { fallbackLifecycles, loadWithRetry, routeFallbackLifecycles } from './load-app';

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

it('returns the lifecycles of a remote that loads', async () => {
  await expect(loadWithRetry(async () => lifecycles, 'mfe_x/app', [])).resolves.toBe(lifecycles);
});

it('retries a failed load before giving up', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce(lifecycles);
  await expect(loadWithRetry(load, 'mfe_x/app', [0])).resolves.toBe(lifecycles);
  expect(load).toHaveBeenCalledTimes(2);
});

it('rejects after the last retry', async () => {
  const load = jest.fn().mockRejectedValue(new Error('down'));
  await expect(loadWithRetry(load, 'mfe_x/app', [0, 0])).rejects.toThrow('down');
  expect(load).toHaveBeenCalledTimes(3);
});

it('rejects a module that is not single-spa lifecycles', async () => {
  await expect(loadWithRetry(async () => ({}), 'mfe_x/app', [])).rejects.toThrow('does not export single-spa lifecycles');
});

it('renders the fallback notice in the slot and removes it on unmount', async () => {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const fallback = fallbackLifecycles('The header');
  await act(() => fallback.mount({ domElement }));
  expect(await screen.findByText(/The header is unavailable right now/)).toBeInTheDocument();
  await act(() => fallback.unmount({ domElement }));
  expect(screen.queryByText(/The header is unavailable/)).not.toBeInTheDocument();
});

it('shows the fallback notice of a silent remote only on the addresses it owns, following the URL', async () => {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  window.history.pushState(null, '', '/dashboard');
  const fallback = routeFallbackLifecycles('Messaging', (pathname) => pathname.startsWith('/messaging/'));
  await act(() => fallback.mount({ domElement }));
  expect(screen.queryByText(/Messaging is unavailable/)).not.toBeInTheDocument();
  act(() => {
    window.history.pushState(null, '', '/messaging/conversation/ada');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(await screen.findByText(/Messaging is unavailable right now/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  await act(() => fallback.unmount({ domElement }));
  expect(screen.queryByText(/Messaging is unavailable/)).not.toBeInTheDocument();
});
