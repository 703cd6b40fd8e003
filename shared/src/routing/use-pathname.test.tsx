import { act, render, screen } from '@testing-library/react';
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
