import { act, render, screen } from '@testing-library/react';
import { overlayEntryState, PAGE_UNDER_KEY, pageLocation } from './page-under';
import { useLocationSearch, usePathname } from './use-pathname';

function Path() {
  return <p>{usePathname()}</p>;
}

afterEach(() => window.history.pushState(null, '', '/'));

it('shows the current path and follows single-spa route changes and back/forward', () => {
  window.history.pushState(null, '', '/dashboard');
  render(<Path />);
  expect(screen.getByText('/dashboard')).toBeInTheDocument();
  act(() => {
    window.history.pushState(null, '', '/likes');
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
  expect(screen.getByText('/likes')).toBeInTheDocument();
  act(() => {
    window.history.pushState(null, '', '/inbox');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.getByText('/inbox')).toBeInTheDocument();
});

function Query() {
  return <p>{`query: ${useLocationSearch()}`}</p>;
}

it('shows the current query and follows a change of the query alone', () => {
  window.history.pushState(null, '', '/tagged/cats?sort=top');
  render(<Query />);
  expect(screen.getByText('query: ?sort=top')).toBeInTheDocument();
  act(() => {
    window.history.pushState(null, '', '/tagged/cats?sort=recent&filter_post_type=photo');
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
  expect(screen.getByText('query: ?sort=recent&filter_post_type=photo')).toBeInTheDocument();
});

it('keeps the page under an overlay while the overlay’s address is shown, on a reload or Forward too', () => {
  window.history.pushState(null, '', '/queue?page=2');
  render(<Path />);
  render(<Query />);
  act(() => {
    window.history.pushState(overlayEntryState('/edit/42', '/queue?page=2'), '', '/edit/42');
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
  expect(window.location.pathname).toBe('/edit/42');
  expect(screen.getByText('/queue')).toBeInTheDocument();
  expect(screen.getByText('query: ?page=2')).toBeInTheDocument();
  expect(pageLocation().pathname).toBe('/queue');
});

it('follows the address again once it is not the overlay’s, whatever state the entry carried over', () => {
  window.history.pushState(overlayEntryState('/edit/42', '/queue'), '', '/edit/42');
  render(<Path />);
  expect(screen.getByText('/queue')).toBeInTheDocument();
  act(() => {
    // The blog viewer keeps the entry's state when it changes the address (its own page link).
    window.history.replaceState(window.history.state, '', '/blog/pixel-garden');
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
  expect(screen.getByText('/blog/pixel-garden')).toBeInTheDocument();
});

it('keeps the entry’s other state beside the page under it', () => {
  window.history.replaceState({ scroll: 120 }, '', '/dashboard');
  expect(overlayEntryState('/edit/7', '/dashboard')).toEqual({ scroll: 120, [PAGE_UNDER_KEY]: { overlay: '/edit/7', page: '/dashboard' } });
});
