import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TECHNICAL_TROUBLE, api } from '@tumbledash/shared';
import { makePost } from '../test-support/fixtures';
import { renderCard, resetPage, signIn } from '../test-support/render-card';
import type { ReplyResponse } from './api-types';

const answer: ReplyResponse = {
  note: { id: 'n9', type: 'reply', timestamp: 1_700_000_100, blog: { name: 'me', avatar_url: '/a.png' }, reply_text: 'Lovely' },
  note_count: 4,
};

describe('Reply', () => {
  beforeEach(() => {
    signIn();
    window.history.pushState({}, '', '/likes');
  });

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('sends the reply from the inline field, then closes it and counts the note', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer);
    renderCard(makePost('101', undefined, { note_count: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const field = screen.getByRole('textbox', { name: 'Reply to alice' });
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reply', expanded: true })).toBeInTheDocument();
    await userEvent.type(field, '  Lovely  {Enter}');

    expect(post).toHaveBeenCalledWith('/svc/reply', {
      reply_text: 'Lovely',
      post_id: '101',
      tumblelog: 'alice',
      tumblelog_key: 'tk-alice',
      source: 'likes',
    });
    expect(await screen.findByRole('button', { name: '4 notes' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply to alice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus();
  });

  it('Escape closes the field and returns focus to Reply', async () => {
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Reply to alice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus();
  });

  it('cannot send an empty reply', async () => {
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const send = screen.getAllByRole('button', { name: 'Reply' }).find((button) => button.getAttribute('type') === 'submit');
    expect(send).toBeDisabled();
  });

  it('a refused reply alerts and keeps the text', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError(404, 'Not found'));
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to alice' }), 'Hi{Enter}');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(TECHNICAL_TROUBLE, { normalizeWhitespace: false });
    expect(screen.getByRole('textbox', { name: 'Reply to alice' })).toHaveValue('Hi');
  });

  it('while sending, the pressed send button keeps the focus and is not sent twice; a refusal gives the focus back', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderCard(makePost('101'));
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to alice' }), 'Hi');
    const send = screen.getAllByRole('button', { name: 'Reply' }).find((button) => button.getAttribute('type') === 'submit')!;
    await userEvent.click(send);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));

    const sending = screen.getByRole('button', { name: 'Replying…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    await userEvent.click(sending);
    expect(post).toHaveBeenCalledTimes(1);

    refuse(new ApiError(404, 'Not found'));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(send).toHaveFocus();
    expect(send).not.toHaveAttribute('aria-disabled');
  });
});
