import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TECHNICAL_TROUBLE, api, type DashboardPost } from '@tumbledash/shared';
import { makePage, makePost } from '../test-support/fixtures';
import { captureBus, renderCard, resetPage, signIn } from '../test-support/render-card';
import { appendPage } from '../timeline/timeline-state';
import { timelineStore } from '../timeline/timeline-store';

const ask = () =>
  makePost('201', { type: 'note', ask: '<p>Favourite cat?</p>', asker: 'bob', answer: '', caption: '' }, {
    tumblelog: 'me',
    is_mine: true,
    state: 'unapproved',
  });
const submission = () => makePost('301', undefined, { tumblelog: 'me', is_mine: true, state: 'unapproved' });

function inbox(posts: DashboardPost[]) {
  timelineStore.update('inbox', (state) => appendPage(state, { posts, next: null }));
}

describe('Inbox', () => {
  beforeEach(() => {
    signIn();
    timelineStore.reset();
    timelineStore.update('dashboard', (state) => appendPage(state, makePage(['90'], null)));
    window.history.pushState({}, '', '/inbox');
  });

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  describe('an ask', () => {
    it('is answered from its field and becomes a published answer post', async () => {
      inbox([ask()]);
      const answered: DashboardPost = {
        ...ask(),
        state: 'published',
        content: { type: 'note', ask: '<p>Favourite cat?</p>', asker: 'bob', answer: '<p>All of them</p>', caption: '' },
      };
      const post = jest.spyOn(api, 'post').mockResolvedValue({ post: answered });
      const bus = captureBus();
      renderCard(ask(), { page: 'inbox' });
      expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
      await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'All of them');
      await userEvent.click(screen.getByRole('button', { name: 'Answer' }));

      expect(post).toHaveBeenCalledWith('/answer', { post_id: '201', tumblelog: 'me', key: 'key201', answer_text: 'All of them' });
      expect(timelineStore.get('inbox').posts).toEqual([]);
      expect(timelineStore.get('dashboard').posts[0]).toBe(answered);
      expect(bus.messages).toContainEqual({ type: 'post:updated', payload: { id: '201', patch: answered } });
      expect(await screen.findByText('Answer published.')).toBeInTheDocument();
      bus.stop();
    });

    it('the answer field takes at most the server\'s 4096 characters', () => {
      renderCard(ask(), { page: 'inbox' });
      expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('maxLength', '4096');
    });

    it.each([404, 409])('an ask answered elsewhere (%i) leaves the inbox with a note, not an alert', async (status) => {
      inbox([ask()]);
      jest.spyOn(api, 'post').mockRejectedValue(new ApiError(status, 'Gone'));
      renderCard(ask(), { page: 'inbox' });
      await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Late');
      await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
      expect(await screen.findByText('This was already answered or removed.')).toBeInTheDocument();
      expect(timelineStore.get('inbox').posts).toEqual([]);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('a refused answer alerts and keeps the text', async () => {
      jest.spyOn(api, 'post').mockRejectedValue(new ApiError(401, 'Sign in'));
      renderCard(ask(), { page: 'inbox' });
      await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Yes');
      await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(TECHNICAL_TROUBLE, { normalizeWhitespace: false });
      expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Yes');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Answer' })).not.toHaveAttribute('aria-disabled'));
    });

    it('while answering, Answer keeps the focus and is not sent twice; a refusal gives the focus back to it', async () => {
      let refuse: (error: Error) => void = () => undefined;
      const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((_, reject) => (refuse = reject)));
      renderCard(ask(), { page: 'inbox' });
      await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Tabby');
      await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
      await waitFor(() => expect(post).toHaveBeenCalledTimes(1));

      const sending = screen.getByRole('button', { name: 'Answering…' });
      expect(sending).toHaveAttribute('aria-disabled', 'true');
      expect(sending).toHaveFocus();
      await userEvent.click(sending);
      expect(post).toHaveBeenCalledTimes(1);

      refuse(new ApiError(500, 'boom'));
      await screen.findByRole('alertdialog');
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Answer' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Answer' })).not.toHaveAttribute('aria-disabled');
    });
  });

  describe('a submission', () => {
    it('Publish approves it', async () => {
      inbox([submission()]);
      const post = jest.spyOn(api, 'post').mockResolvedValue({ post: { ...submission(), state: 'published' } });
      renderCard(submission(), { page: 'inbox' });
      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(post).toHaveBeenCalledWith('/approve_submission', { id: '301' });
      expect(timelineStore.get('inbox').posts).toEqual([]);
      expect(timelineStore.get('dashboard').posts.map((item) => item.id)).toEqual(['301', '90']);
    });

    it('Queue approves it into the queue', async () => {
      const post = jest.spyOn(api, 'post').mockResolvedValue({ post: { ...submission(), state: 'queued' } });
      renderCard(submission(), { page: 'inbox' });
      await userEvent.click(screen.getByRole('button', { name: 'Queue' }));
      expect(post).toHaveBeenCalledWith('/approve_submission', { id: '301', queue: 'queue' });
    });

    it('Deny deletes it', async () => {
      const post = jest.spyOn(api, 'post').mockResolvedValue({ id: '301' });
      const bus = captureBus();
      renderCard(submission(), { page: 'inbox' });
      await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
      expect(post).toHaveBeenCalledWith('/deny_submission', { pid: '301' });
      expect(bus.messages).toContainEqual({ type: 'post:deleted', payload: { id: '301' } });
      bus.stop();
    });

    it('Deny says so', async () => {
      jest.spyOn(api, 'post').mockResolvedValue({ id: '301' });
      renderCard(submission(), { page: 'inbox' });
      await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
      expect(await screen.findByText('Submission deleted.')).toBeInTheDocument();
    });

    it.each([
      ['Publish', 404],
      ['Queue', 409],
      ['Deny', 404],
    ])('%s on a submission handled elsewhere (%i) removes it with a note, not an alert', async (button, status) => {
      inbox([submission()]);
      const bus = captureBus();
      jest.spyOn(api, 'post').mockRejectedValue(new ApiError(status, 'Gone'));
      renderCard(submission(), { page: 'inbox' });
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText('This was already answered or removed.')).toBeInTheDocument();
      expect(timelineStore.get('inbox').posts).toEqual([]);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      // Only this list: a post queued elsewhere is still in the queue.
      expect(bus.messages.filter((message) => message.type === 'post:deleted')).toEqual([]);
      bus.stop();
    });

    it('a forbidden approval (403) alerts and keeps the buttons usable', async () => {
      jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'Only members of me can do that.'));
      renderCard(submission(), { page: 'inbox' });
      await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(await screen.findByRole('alertdialog', { name: 'Only members of me can do that.' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).not.toHaveAttribute('aria-disabled'));
    });

    it('while one is sent, the pressed button keeps the focus and no second one is sent; a refusal gives the focus back', async () => {
      let refuse: (error: Error) => void = () => undefined;
      const post = jest.spyOn(api, 'post').mockReturnValue(new Promise((_, reject) => (refuse = reject)));
      renderCard(submission(), { page: 'inbox' });
      const deny = screen.getByRole('button', { name: 'Deny' });
      await userEvent.click(deny);
      await waitFor(() => expect(post).toHaveBeenCalledTimes(1));

      for (const name of ['Deny', 'Queue', 'Publish']) {
        expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
      }
      expect(deny).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const publish = screen.getByRole('button', { name: 'Publish' });
      await userEvent.click(publish);
      expect(post).toHaveBeenCalledTimes(1);

      refuse(new ApiError(403, 'Only members of me can do that.'));
      await screen.findByRole('alertdialog', { name: 'Only members of me can do that.' });
      await userEvent.keyboard('{Escape}');
      // Back on the button last pressed.
      expect(publish).toHaveFocus();
      expect(publish).not.toHaveAttribute('aria-disabled');
      expect(deny).not.toHaveAttribute('aria-disabled');
    });
  });
});
