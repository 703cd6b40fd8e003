import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocationSearch } from '@tumbledash/shared';
import { pageRootFromPath } from '../timeline/page-root';
import { TaggedHeader } from './tagged-header';

/** The header as the dashboard root draws it: from the current address. */
function FromAddress() {
  const root = pageRootFromPath(window.location.pathname, useLocationSearch());
  return root?.tagFilters ? <TaggedHeader tag={root.tag!} filters={root.tagFilters} /> : null;
}

/** Picks an option; single-spa (not started here) would announce the new address with its routing event. */
async function choose(name: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name }), option);
  act(() => {
    window.dispatchEvent(new Event('single-spa:routing-event'));
  });
}

beforeEach(() => window.history.replaceState(null, '', '/tagged/cute%20cats'));

test('names the tag and shows the default sort (Recent) and post type (Any)', () => {
  render(<FromAddress />);
  expect(screen.getByRole('heading', { level: 1, name: '#cute cats' })).toBeInTheDocument();
  const filters = screen.getByRole('group', { name: 'Tag filters' });
  expect(filters).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Recent');
  expect(screen.getByRole('combobox', { name: 'Post type' })).toHaveDisplayValue('Any');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Top',
    'Recent',
    'Any',
    'Text',
    'Photo',
    'Quote',
    'Link',
    'Chat',
    'Audio',
    'Video',
  ]);
});

test('a choice goes into the address, keeping the other one; Back restores the previous choice', async () => {
  render(<FromAddress />);
  await choose('Sort', 'Top');
  expect(window.location.pathname + window.location.search).toBe('/tagged/cute%20cats?sort=top');
  await choose('Post type', 'Photo');
  expect(window.location.search).toBe('?sort=top&filter_post_type=photo');
  expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Top');
  expect(screen.getByRole('combobox', { name: 'Post type' })).toHaveDisplayValue('Photo');

  // Back to the defaults leaves a plain tag address.
  await choose('Sort', 'Recent');
  await choose('Post type', 'Any');
  expect(window.location.pathname + window.location.search).toBe('/tagged/cute%20cats');

  await act(async () => {
    window.history.replaceState(null, '', '/tagged/cute%20cats?filter_post_type=video');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.getByRole('combobox', { name: 'Post type' })).toHaveDisplayValue('Video');
  expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Recent');
});
