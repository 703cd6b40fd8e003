import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type DashboardPost } from '@tumbledash/shared';
import { makeBlog, makePost } from '../test-support/fixtures';
import { everyElementMeasures } from '../test-support/layout';
import { resetPage, signIn } from '../test-support/render-card';
import { serve } from '../test-support/timeline-pages';
import { fakeWindowScroll } from '../test-support/window-scroll';
import { DashboardRoot } from '../timeline/dashboard-root';
import { connectTimelineEvents } from '../timeline/timeline-events';
import { appendPage } from '../timeline/timeline-state';
import { timelineStore } from '../timeline/timeline-store';
import { loadWindowing } from '../timeline/use-timeline-rows';

const submission = (id: string, submitter: string): DashboardPost =>
  makePost(id, { type: 'text', title: `Submitted by ${submitter}`, body: '' }, { tumblelog: 'me', blog: makeBlog('me'), is_mine: true, state: 'unapproved' });
const ask = (id: string): DashboardPost =>
  makePost(id, { type: 'note', ask: '<p>Favourite cat?</p>', asker: 'bob', answer: '', caption: '' }, {
    tumblelog: 'me',
    blog: makeBlog('me'),
    is_mine: true,
    state: 'unapproved',
  });

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article')!;

/** Focus never drops to the page's body when an inbox card leaves (Answer, Publish, Queue, Deny). */
describe('Inbox focus', () => {
  beforeAll(() => loadWindowing());

  let events: ReturnType<typeof connectTimelineEvents>;

  beforeEach(() => {
    signIn();
    window.history.pushState({}, '', '/inbox');
    fakeWindowScroll({ pageScrolls: false });
    everyElementMeasures(300);
    timelineStore.reset();
    events = connectTimelineEvents();
    serve({});
  });

  afterEach(() => {
    events.unsubscribe();
    resetPage();
    jest.restoreAllMocks();
  });

  function showInbox(posts: DashboardPost[]) {
    timelineStore.update('inbox', (state) => appendPage(state, { posts, next: null }));
    render(<DashboardRoot />);
  }

  it.each([
    ['Publish', { post: { ...submission('301', 'ann'), state: 'published' } }],
    ['Queue', { post: { ...submission('301', 'ann'), state: 'queued' } }],
    ['Deny', { id: '301' }],
  ])('%s moves focus to the next card\'s first control', async (button, answer) => {
    jest.spyOn(api, 'post').mockResolvedValue(answer);
    showInbox([submission('301', 'ann'), submission('302', 'ben')]);
    const next = card('Submitted by ben');
    await userEvent.click(within(card('Submitted by ann')).getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Submitted by ann' })).toBeNull());
    await waitFor(() => expect(within(next).getAllByRole('link', { name: 'me' })[0]).toHaveFocus());
  });

  it('Deny on the last card moves focus to the card before\'s first control', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ id: '302' });
    showInbox([submission('301', 'ann'), submission('302', 'ben')]);
    const before = card('Submitted by ann');
    await userEvent.click(within(card('Submitted by ben')).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Submitted by ben' })).toBeNull());
    await waitFor(() => expect(within(before).getAllByRole('link', { name: 'me' })[0]).toHaveFocus());
  });

  it('Answer on the only card moves focus to the list', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ post: { ...ask('201'), state: 'published' } });
    showInbox([ask('201')]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'All of them');
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(screen.getByRole('feed', { name: 'Inbox' })).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  });

  it('leaves focus alone when the person moved it elsewhere meanwhile', async () => {
    let answer!: (value: unknown) => void;
    jest.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    showInbox([submission('301', 'ann'), ask('201')]);
    await userEvent.click(within(card('Submitted by ann')).getByRole('button', { name: 'Publish' }));
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    act(() => field.focus());
    await act(async () => answer({ post: { ...submission('301', 'ann'), state: 'published' } }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Submitted by ann' })).toBeNull());
    expect(field).toHaveFocus();
  });
});
