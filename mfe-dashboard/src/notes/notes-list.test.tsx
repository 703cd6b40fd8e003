import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TECHNICAL_TROUBLE, api, dialogs } from '@tumbledash/shared';
import type { NotesPage, PostNote } from '../actions/api-types';
import { makePost } from '../test-support/fixtures';
import { renderCard, resetPage, signIn } from '../test-support/render-card';
import { noteText } from './note-text';

const note = (id: string, type: PostNote['type'], extra: Partial<PostNote> = {}): PostNote => ({
  id,
  type,
  timestamp: 1_700_000_000,
  blog: { name: `b${id}`, avatar_url: `/a/${id}.png` },
  ...extra,
});

describe('Notes', () => {
  beforeEach(() => signIn());

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('the count toggles the list, loaded a page at a time', async () => {
    const first: NotesPage = { notes: [note('1', 'like'), note('2', 'reblog', { reblog_parent: 'carol' })], next: 'c2', note_count: 3 };
    const second: NotesPage = { notes: [note('3', 'reply', { reply_text: 'So good' })], next: null, note_count: 3 };
    const get = jest.spyOn(api, 'get').mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    renderCard(makePost('101', undefined, { note_count: 3 }));
    const toggle = screen.getByRole('button', { name: '3 notes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const notes = await screen.findByRole('region', { name: 'Notes' });
    expect(get).toHaveBeenCalledWith('/svc/post/101/notes?limit=20', expect.anything());
    expect(await within(notes).findByText('liked this')).toBeInTheDocument();
    expect(within(notes).getByText('reblogged this from carol')).toBeInTheDocument();
    await userEvent.click(within(notes).getByRole('button', { name: 'Show more notes' }));
    expect(get).toHaveBeenLastCalledWith('/svc/post/101/notes?limit=20&before=c2', expect.anything());
    expect(await within(notes).findByText('So good')).toBeInTheDocument();
    expect(within(notes).queryByRole('button', { name: 'Show more notes' })).toBeNull();

    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
  });

  it('shows a failed load with Retry', async () => {
    jest
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new ApiError(500, 'boom'))
      .mockResolvedValueOnce({ notes: [note('1', 'posted')], next: null, note_count: 1 });
    renderCard(makePost('101', undefined, { note_count: 1 }));
    await userEvent.click(screen.getByRole('button', { name: '1 note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TECHNICAL_TROUBLE, { normalizeWhitespace: false });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('posted this')).toBeInTheDocument();
  });

  it('a reply written on the card shows at the top of the open list', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ notes: [note('1', 'like')], next: null, note_count: 1 });
    jest.spyOn(api, 'post').mockResolvedValue({ note: note('9', 'reply', { reply_text: 'Hello there' }), note_count: 2 });
    renderCard(makePost('101', undefined, { note_count: 1 }));
    await userEvent.click(screen.getByRole('button', { name: '1 note' }));
    await screen.findByText('liked this');
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to alice' }), 'Hello there{Enter}');
    const items = await within(screen.getByRole('region', { name: 'Notes' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Hello there');
    expect(screen.getByRole('button', { name: '2 notes' })).toBeInTheDocument();
  });

  it('a like shows at the top of the open list at once, an unlike takes it out, and a refusal undoes either', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ notes: [note('1', 'like')], next: null, note_count: 1 });
    const post = jest.spyOn(api, 'post');
    let answerLike: (value: unknown) => void = () => undefined;
    post.mockImplementationOnce(() => new Promise((resolve) => (answerLike = resolve)));
    jest.spyOn(dialogs, 'alert').mockResolvedValue(undefined);
    renderCard(makePost('101', undefined, { note_count: 1 }));
    await userEvent.click(screen.getByRole('button', { name: '1 note' }));
    const notes = await screen.findByRole('region', { name: 'Notes' });
    await within(notes).findByText('liked this');
    const mine = () => within(notes).queryAllByRole('listitem').filter((item) => item.textContent === 'me liked this');

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    // Before the server answers, as the count.
    expect(within(notes).getAllByRole('listitem')[0]).toHaveTextContent('me liked this');
    expect(screen.getByRole('button', { name: '2 notes' })).toBeInTheDocument();
    await act(async () => answerLike({ liked: true, note_count: 2 }));
    expect(mine()).toHaveLength(1);

    post.mockRejectedValueOnce(new ApiError(500, 'boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    // Refused: the like is back with the count.
    expect(await screen.findByRole('button', { name: '2 notes' })).toBeInTheDocument();
    expect(mine()).toHaveLength(1);

    post.mockResolvedValueOnce({ liked: false, note_count: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: '1 note' })).toBeInTheDocument();
    expect(mine()).toHaveLength(0);
    expect(within(notes).getByText('liked this')).toBeInTheDocument();
  });

  it('words each kind of note', () => {
    expect(noteText(note('1', 'reblog'))).toBe('reblogged this');
    expect(noteText(note('1', 'reply'))).toBe('');
  });
});
