import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, applyBootstrap } from '@tumbledash/shared';
import { HeaderRoot } from '../header/header-root';
import { bootstrapFor, makeChannel, signOut } from '../test-utils/fixtures';

// The first render loads the whole header on a busy machine.
jest.setTimeout(20_000);

const channels = [makeChannel('alice', { is_current: true })];

beforeEach(() => {
  applyBootstrap(bootstrapFor(channels));
  jest.spyOn(api, 'get').mockResolvedValue(bootstrapFor(channels));
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  signOut();
  jest.restoreAllMocks();
});

describe('the mobile search field (B§2)', () => {
  it('closes on Escape and gives focus back to the Search button', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    expect(await screen.findByRole('searchbox', { name: 'Search Tumbledash' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches, closes and gives focus back to the Search button, named apart from its own submit button', async () => {
    const user = userEvent.setup();
    render(<HeaderRoot />);
    const toggle = screen.getByRole('button', { name: 'Search' });
    await user.click(toggle);
    await user.type(await screen.findByRole('searchbox', { name: 'Search Tumbledash' }), 'mountains');
    expect(screen.getAllByRole('button', { name: 'Search' })).toEqual([toggle]);
    await user.click(screen.getByRole('button', { name: 'Search Tumbledash' }));
    expect(window.location.pathname + window.location.search).toBe('/search?q=mountains');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('reopens showing the term of the results page', async () => {
    window.history.pushState(null, '', '/search/black%20cats');
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search Tumbledash' })).toHaveValue('black cats');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search Tumbledash' })).toHaveValue('black cats');
  });

  it('is empty on a page that is no search', async () => {
    window.history.pushState(null, '', '/dashboard');
    const user = userEvent.setup();
    render(<HeaderRoot />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('searchbox', { name: 'Search Tumbledash' })).toHaveValue('');
  });
});
