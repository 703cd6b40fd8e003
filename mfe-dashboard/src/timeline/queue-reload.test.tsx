import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, type DashboardPost, type TimelinePage } from '@tumbledash/shared';
import { LIST_END_TEXT } from '@tumbledash/shared/texts';
import { makePost, makeSaveResponse } from '../test-support/fixtures';
import { openPostForm } from '../test-support/post-form';
import { renderOverPage } from '../test-support/render-over-page';
import { serve } from '../test-support/timeline-pages';

const queued = (id: string): DashboardPost => makePost(id, undefined, { state: 'queued' });
const queuePage = (ids: string[]): TimelinePage => ({ posts: ids.map(queued), next: null });

const card = (id: string) => screen.getByRole('heading', { name: `Post ${id}` }).closest('article')!;
const menuOf = (id: string) => within(card(id)).getByRole('button', { name: 'More options' });

/** Saves a post over the queue (`previousId`: the edited post's id when the save gave it another). */
function saveOverQueue(post: DashboardPost, isEdit: boolean, fresh: TimelinePage, previousId?: string) {
  const get = serve({ '/svc/post/queue?limit=10': fresh });
  act(() => bus.emit('post:saved', makeSaveResponse(post, isEdit, previousId)));
  return get;
}

describe('the queue after a save (A§2.1: it reloads, in place)', () => {
  let cleanUp: () => void;

  beforeEach(async () => {
    cleanUp = await renderOverPage('/queue', { '/svc/post/queue?limit=10': queuePage(['5', '6', '7']) });
  });

  afterEach(() => cleanUp());

  it('an edited post that moves: the list is never blanked, and once the form has gone its card has focus and the window follows it', async () => {
    const form = openPostForm();
    const get = saveOverQueue(queued('5'), true, queuePage(['6', '7', '5']));
    expect(get).toHaveBeenCalledWith('/svc/post/queue?limit=10');
    expect(screen.queryByLabelText('Loading posts')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Post 6', 'Post 7', 'Post 5']));
    // Not while the form is still there.
    expect(menuOf('5')).not.toHaveFocus();
    act(() => form.close());
    await waitFor(() => expect(menuOf('5')).toHaveFocus());
    // It was at the window's top when saved; the window is at its new place, so it is there again.
    const row = card('5').closest<HTMLElement>('[data-index]')!;
    expect(row.dataset.index).toBe('2');
    expect(window.scrollY).toBe(parseFloat(row.style.top));
    expect(window.scrollY).toBeGreaterThan(0);
  });

  it('an edit that publishes the post: it leaves, and focus goes to the card now at its place', async () => {
    const form = openPostForm();
    // Published now, it takes a new id; the save names the post it was.
    saveOverQueue(makePost('60'), true, queuePage(['5', '7']), '6');
    act(() => form.close());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Post 6' })).not.toBeInTheDocument());
    await waitFor(() => expect(menuOf('7')).toHaveFocus());
  });

  it('the last post leaving: focus goes to the list’s end text, never the page', async () => {
    const form = openPostForm();
    saveOverQueue(makePost('7', undefined, { state: 'draft' }), true, queuePage(['5', '6']));
    act(() => form.close());
    await waitFor(() => expect(screen.getByText(LIST_END_TEXT)).toHaveFocus());
  });

  it('a new post queued there appears in its place; focus stays where the form gave it back', async () => {
    const header = document.createElement('button');
    document.body.appendChild(header);
    header.focus();
    saveOverQueue(queued('9'), false, queuePage(['5', '9', '6', '7']));
    await screen.findByRole('heading', { name: 'Post 9' });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Post 5', 'Post 9', 'Post 6', 'Post 7']);
    expect(header).toHaveFocus();
    header.remove();
  });
});
