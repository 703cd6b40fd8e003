import { render, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '@tumbledash/shared';
import { makePage } from '../test-support/fixtures';
import { DashboardRoot } from './dashboard-root';
import { appendPage } from './timeline-state';
import { timelineStore } from './timeline-store';

// Its own file: the windowed timeline's code, once loaded, stays loaded for the rest of a test file.
describe('the first timeline of a page load', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/dashboard');
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not found'));
    timelineStore.reset();
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows its first posts at once, then the windowed timeline takes over once their first picture is in', async () => {
    let pictureLoaded = false;
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(() => pictureLoaded);
    const drawn = document.createElement('div');
    drawn.id = 'td-first-screen';
    document.body.appendChild(drawn);
    const ids = Array.from({ length: 10 }, (_, index) => String(100 - index));
    timelineStore.update('dashboard', (state) => appendPage(state, makePage(ids, '91')));

    render(<DashboardRoot />);
    // Before windowing: the first three posts in the page's flow; the server's drawing then goes.
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Post 100' })).toBeInTheDocument();
    expect(screen.getByRole('feed', { name: 'Dashboard' }).style.height).toBe('');
    await waitFor(() => expect(drawn).not.toBeInTheDocument());

    // Not while the first picture loads: replacing it unpainted would make a later paint the page's largest.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('feed', { name: 'Dashboard' }).style.height).toBe('');
    const pictures = screen.getByRole('feed', { name: 'Dashboard' }).querySelectorAll('img');
    expect(pictures.length).toBeGreaterThan(0);
    pictureLoaded = true;
    for (const picture of pictures) picture.dispatchEvent(new Event('load'));

    // Windowed: the list has the height of every post, and its rows are placed by the windowing.
    await waitFor(() => expect(screen.getByRole('feed', { name: 'Dashboard' }).style.height).not.toBe(''));
    expect(screen.getByRole('heading', { name: 'Post 100' })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });
});
