import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, type DashboardPost } from '@tumbledash/shared';
import { overlayEntryState } from '@tumbledash/shared/page-under';
import { LIST_END_TEXT } from '@tumbledash/shared/texts';
import { makePost, makeSaveResponse } from '../test-support/fixtures';
import { openPostForm } from '../test-support/post-form';
import { renderOverPage } from '../test-support/render-over-page';

const draft = (id: string): DashboardPost => makePost(id, undefined, { state: 'draft', is_mine: true });

const card = (id: string) => screen.getByRole('heading', { name: `Post ${id}` }).closest('article')!;
const menuOf = (id: string) => within(card(id)).getByRole('button', { name: 'More options' });

/** Saves an edit from the post form over /drafts (`previousId`: the post's id before the save gave it another). */
function saveOverDrafts(post: DashboardPost, previousId?: string) {
  window.history.pushState(overlayEntryState(`/edit/${previousId ?? post.id}`, '/drafts'), '', `/edit/${previousId ?? post.id}`);
  act(() => bus.emit('post:saved', makeSaveResponse(post, true, previousId)));
  window.history.back();
}

describe('the drafts after an edit (A§2.1)', () => {
  let cleanUp: () => void;

  beforeEach(async () => {
    cleanUp = await renderOverPage('/drafts', { '/svc/post/drafts?limit=10': { posts: ['9', '8', '7'].map(draft), next: null } });
  });

  afterEach(() => cleanUp());

  it('a draft published from its edit form leaves the drafts; once the form has gone the card now at its place has focus', async () => {
    const form = openPostForm();
    // Published now, it takes a new id.
    saveOverDrafts(makePost('80', undefined, { is_mine: true }), '8');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Post 8' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Post 80')).not.toBeInTheDocument();
    // Not while the form is still there.
    expect(menuOf('7')).not.toHaveFocus();
    act(() => form.close());
    await waitFor(() => expect(menuOf('7')).toHaveFocus());
  });

  it('the last draft leaving (queued now): focus goes to the list’s end text, never the page', async () => {
    const form = openPostForm();
    saveOverDrafts(makePost('7', undefined, { state: 'queued', is_mine: true }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Post 7' })).not.toBeInTheDocument());
    act(() => form.close());
    await waitFor(() => expect(screen.getByText(LIST_END_TEXT)).toHaveFocus());
  });

  it('a form opened over the blog viewer gives focus back into it and leaves it there, also once the viewer closes later', async () => {
    const viewer = document.createElement('div');
    viewer.setAttribute('role', 'dialog');
    viewer.setAttribute('aria-modal', 'true');
    const edit = document.createElement('button');
    viewer.appendChild(edit);
    document.body.appendChild(viewer);
    edit.focus();
    const form = openPostForm();
    saveOverDrafts(makePost('80', undefined, { is_mine: true }), '8');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Post 8' })).not.toBeInTheDocument());
    await act(async () => form.close());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(edit).toHaveFocus();
    // The viewer closes later and gives focus back to what opened it, a card of the page under.
    viewer.remove();
    act(() => menuOf('9').focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(menuOf('9')).toHaveFocus();
  });

  it('a draft saved as a draft stays in place, shown as saved', async () => {
    const form = openPostForm();
    saveOverDrafts(makePost('8', { type: 'text', title: 'Post 8 again', body: '' }, { state: 'draft', is_mine: true }));
    await screen.findByRole('heading', { name: 'Post 8 again' });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Post 9', 'Post 8 again', 'Post 7']);
    act(() => form.close());
  });
});
