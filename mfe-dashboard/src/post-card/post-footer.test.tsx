import { fireEvent, screen, within } from '@testing-library/react';
import { api } from '@tumbledash/shared';
import type { NotesPage } from '../actions/api-types';
import { makePost } from '../test-support/fixtures';
import { renderCard, resetPage, signIn } from '../test-support/render-card';

describe('PostFooter', () => {
  beforeEach(() => signIn());

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  // The notes list's code loads on its first opening: this must stay the first test here to open one.
  it('opens the notes on the first click, a spinner showing while their code loads', async () => {
    const page: NotesPage = {
      notes: [{ id: '1', type: 'like', timestamp: 1_700_000_000, blog: { name: 'bob', avatar_url: '/a.png' } }],
      next: null,
      note_count: 1,
    };
    jest.spyOn(api, 'get').mockResolvedValue(page);
    renderCard(makePost('101', undefined, { note_count: 1 }));
    const toggle = screen.getByRole('button', { name: '1 note' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status', { name: 'Loading notes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();

    const notes = await screen.findByRole('region', { name: 'Notes' });
    expect(toggle).toHaveAttribute('aria-controls', notes.id);
    expect(await within(notes).findByText('liked this')).toBeInTheDocument();
  });
});
