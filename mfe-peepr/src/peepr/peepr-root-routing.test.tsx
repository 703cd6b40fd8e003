import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { start } from 'single-spa';
import { PeeprRoot } from './peepr-root';
import { peeprData } from './target';

// The drawer's own chunk is tested on its own; here it only shows which blog is open.
jest.mock('../drawer/drawer', () => ({
  __esModule: true,
  default: ({ request, onClose, onOpenPage }: { request: { blogName: string }; onClose: () => void; onOpenPage: () => void }) => (
    <div role="dialog" aria-label={request.blogName}>
      <button type="button" onClick={onClose}>
        Close the blog viewer
      </button>
      <button type="button" onClick={onOpenPage}>
        Open {request.blogName}'s page
      </button>
    </div>
  ),
}));

// As the shell runs it: single-spa answers every pushState/replaceState with a popstate of its own, later.
start({ urlRerouteOnly: true });

/** single-spa's popstate for the last address change has reached the listeners. */
const rerouted = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function renderRoot() {
  render(
    <>
      <a href="/blog/friendly" data-peepr={peeprData('friendly')}>
        friendly
      </a>
      <a href="/blog/film-grain" data-peepr={peeprData('film-grain')}>
        film-grain
      </a>
      <PeeprRoot />
    </>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/dashboard'));

it('replaces one blog with another under single-spa: its popstate for the drawer’s own address does not cancel the open', async () => {
  renderRoot();
  fireEvent.click(screen.getByRole('link', { name: 'friendly' }));
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  await rerouted();
  fireEvent.click(screen.getByRole('link', { name: 'film-grain' }));
  await rerouted();
  expect(await screen.findByRole('dialog', { name: 'film-grain' }, { timeout: 2000 })).toBeInTheDocument();
  expect(window.location.search).toBe('?blog_name=film-grain');
});

it('goes back over the entry it pushed when it closes, so one Back is not lost', async () => {
  renderRoot();
  const back = jest.spyOn(window.history, 'back');
  fireEvent.click(screen.getByRole('link', { name: 'friendly' }));
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  await rerouted();
  fireEvent.click(screen.getByRole('button', { name: 'Close the blog viewer' }));
  expect(back).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(window.location.search).toBe(''));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  back.mockRestore();
});

it('still follows an address another application moves to', async () => {
  renderRoot();
  fireEvent.click(screen.getByRole('link', { name: 'friendly' }));
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  await rerouted();
  act(() => window.history.pushState(null, '', '/explore'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('leaves for the blog’s page in place of the entry it pushed: the page stays, and Back returns to the page under the viewer', async () => {
  renderRoot();
  fireEvent.click(screen.getByRole('link', { name: 'friendly' }));
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  await rerouted();
  const length = window.history.length;
  fireEvent.click(screen.getByRole('button', { name: "Open friendly's page" }));
  await rerouted();
  expect(window.location.pathname).toBe('/blog/friendly');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.history.length).toBe(length);
  act(() => window.history.back());
  await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  expect(window.location.search).toBe('');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opened from the address, it leaves for the blog’s page and Back returns to the page without the viewer', async () => {
  window.history.replaceState(null, '', '/dashboard?blog_name=friendly');
  renderRoot();
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: "Open friendly's page" }));
  await rerouted();
  expect(window.location.pathname).toBe('/blog/friendly');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => window.history.back());
  await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  expect(window.location.search).toBe('');
  await rerouted();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
