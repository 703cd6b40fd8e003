import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, session, type TimelinePage } from '@tumbledash/shared';
import { makePage } from '../test-support/fixtures';
import { everyElementMeasures } from '../test-support/layout';
import { captureBus, resetPage, signIn } from '../test-support/render-card';
import { ids, serve } from '../test-support/timeline-pages';
import { fakeWindowScroll } from '../test-support/window-scroll';
import { DashboardRoot } from './dashboard-root';
import { connectTimelineEvents } from './timeline-events';
import { timelineStore } from './timeline-store';
import { loadWindowing } from './use-timeline-rows';

const ROW_HEIGHT = 400;

/** Document offset of a rendered row (the list starts at 0 in jsdom). */
function rowTop(index: number): number {
  const row = document.querySelector<HTMLElement>(`[data-index="${index}"]`);
  return parseFloat(row?.style.top ?? 'NaN');
}

/** The reader scrolls the window (test-support/window-scroll.ts). */
let scrollTo: (y: number) => void;

describe('Timeline features', () => {
  // The windowing's code is here from the start, as on any visit after the first screen (the flow before
  // it arrives: timeline-flow.test.tsx).
  beforeAll(() => loadWindowing());

  let events: ReturnType<typeof connectTimelineEvents>;

  beforeEach(() => {
    window.history.pushState({}, '', '/dashboard');
    // The window scrolls where asked, and says so.
    scrollTo = fakeWindowScroll();
    everyElementMeasures(ROW_HEIGHT);
    timelineStore.reset();
    events = connectTimelineEvents();
  });

  afterEach(() => {
    resetPage();
    events.unsubscribe();
    jest.restoreAllMocks();
  });

  describe('long timelines', () => {
    it('after scrolling 2,000 posts the timeline holds at most 1,500 DOM nodes', async () => {
      const pages: Record<string, TimelinePage> = {};
      const PAGE = 200;
      for (let page = 0; page < 10; page += 1) {
        const first = 10_000 - page * PAGE;
        const url = page === 0 ? '/svc/post/dashboard?limit=10' : `/svc/post/dashboard/before/${first + 1}?limit=10`;
        pages[url] = makePage(ids(first, PAGE), page === 9 ? null : String(first - PAGE + 1));
      }
      serve(pages);
      render(<DashboardRoot />);
      await screen.findByRole('heading', { name: 'Post 10000' });

      for (let loaded = PAGE; loaded < 2000; loaded += PAGE) {
        const height = parseFloat(screen.getByRole('feed').style.height);
        scrollTo(Math.ceil(height * 0.95 - window.innerHeight));
        await waitFor(() => expect(timelineStore.get('dashboard').posts).toHaveLength(loaded + PAGE));
      }
      const feed = screen.getByRole('feed');
      scrollTo(parseFloat(feed.style.height) - window.innerHeight);
      await screen.findByText('You’ve reached the end.');
      expect(await screen.findByRole('heading', { name: 'Post 8001' })).toBeInTheDocument();

      const nodes = feed.querySelectorAll('*').length;
      expect(nodes).toBeLessThanOrEqual(1500);
      expect(screen.getAllByRole('article').length).toBeLessThan(12);
    }, 20_000);
  });

  describe('endless scrolling (/settings/dashboard)', () => {
    it('off: scrolling loads nothing more; "More posts" loads the next page', async () => {
      signIn();
      const current = session.get();
      session.set({
        ...current,
        user: { ...current.user!, dashboard_settings: { sounds: false, multiple_conversations: false, keyboard_shortcuts: true, endless_scrolling: false } },
      });
      const get = serve({
        '/svc/post/dashboard?limit=10': makePage(ids(100, 3), '98'),
        '/svc/post/dashboard/before/98?limit=10': makePage(ids(97, 3), null),
      });
      render(<DashboardRoot />);
      await screen.findByRole('heading', { name: 'Post 100' });
      scrollTo(5000);
      await act(async () => undefined);
      expect(get).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'More posts' }));
      expect(await screen.findByRole('heading', { name: 'Post 97' })).toBeInTheDocument();
      expect(get).toHaveBeenLastCalledWith('/svc/post/dashboard/before/98?limit=10');
      expect(await screen.findByText('You’ve reached the end.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'More posts' })).not.toBeInTheDocument();
    });
  });

  describe('new-post bar (A§2.4)', () => {
    beforeEach(() => signIn());

    it('sits above the feed, outside it, and stays mounted while the rows come and go', async () => {
      serve({ '/svc/post/dashboard?limit=10': makePage(ids(100, 10), null) });
      render(<DashboardRoot />);
      await screen.findByRole('heading', { name: 'Post 100' });
      const text = screen.getByRole('button', { name: 'New text post' });
      expect(screen.getByRole('feed')).not.toContainElement(text);
      scrollTo(3500);
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Post 100' })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'New text post' })).toBe(text);
    });

    it('is on the dashboard only', async () => {
      window.history.pushState({}, '', '/drafts');
      serve({ '/svc/post/drafts?limit=10': makePage(ids(100, 1), null) });
      render(<DashboardRoot />);
      await screen.findByRole('heading', { name: 'Post 100' });
      expect(screen.queryByRole('region', { name: 'New post' })).not.toBeInTheDocument();
    });

    it('keeps the infinite-scroll threshold right while the inline form makes it taller', async () => {
      const observers: ResizeObserverCallback[] = [];
      window.ResizeObserver = class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      };
      try {
        const get = serve({
          '/svc/post/dashboard?limit=10': makePage(ids(100, 10), '91'),
          '/svc/post/dashboard/before/91?limit=10': makePage(ids(90, 10), null),
        });
        render(<DashboardRoot />);
        await screen.findByRole('heading', { name: 'Post 100' });
        // The form opens in the bar: the list now starts 600 px lower.
        jest.spyOn(screen.getByRole('feed'), 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
        act(() => observers.forEach((callback) => callback([], {} as ResizeObserver)));
        const height = parseFloat(screen.getByRole('feed').style.height);
        scrollTo(Math.ceil(height * 0.9 - window.innerHeight) + 300);
        expect(get).toHaveBeenCalledTimes(1);
        scrollTo(Math.ceil(height * 0.9 - window.innerHeight) + 600);
        await screen.findByRole('heading', { name: 'Post 90' });
      } finally {
        delete (window as { ResizeObserver?: unknown }).ResizeObserver;
      }
    });
  });

  describe('keyboard (B§2)', () => {
    beforeEach(() => signIn());

    async function renderTen() {
      serve({ '/svc/post/dashboard?limit=10': makePage(ids(100, 10), null) });
      render(<DashboardRoot />);
      await screen.findByRole('heading', { name: 'Post 100' });
    }

    const article = (id: string) => screen.getByRole('heading', { name: `Post ${id}` }).closest('article');

    it('j and k move between posts: the post lands 60 px below the top and gets focus', async () => {
      await renderTen();
      const [second, third] = [rowTop(1), rowTop(2)];
      expect(second).toBeGreaterThan(0);
      await userEvent.keyboard('j');
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: second - 60 });
      expect(article('99')).toHaveFocus();
      await userEvent.keyboard('j');
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: third - 60 });
      await waitFor(() => expect(article('98')).toHaveFocus());
      await userEvent.keyboard('k');
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: second - 60 });
      await waitFor(() => expect(article('99')).toHaveFocus());
    });

    it('does nothing with keyboard shortcuts off in /settings/dashboard, and works again once on', async () => {
      await renderTen();
      const current = session.get();
      const settings = { sounds: false, multiple_conversations: false, keyboard_shortcuts: false, endless_scrolling: true };
      act(() => session.set({ ...current, user: { ...current.user!, dashboard_settings: settings } }));
      const post = jest.spyOn(api, 'post');
      (window.scrollTo as jest.Mock).mockClear();
      await userEvent.keyboard('jl.');
      expect(window.scrollTo).not.toHaveBeenCalled();
      expect(post).not.toHaveBeenCalled();
      act(() => session.set({ ...current, user: { ...current.user!, dashboard_settings: { ...settings, keyboard_shortcuts: true } } }));
      await userEvent.keyboard('j');
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: rowTop(1) - 60 });
    });

    it('period scrolls to the top', async () => {
      await renderTen();
      scrollTo(3000);
      await userEvent.keyboard('.');
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    });

    it('l likes, r reblogs and s shares the post at the top', async () => {
      const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) =>
        url === '/svc/like'
          ? { liked: true, note_count: 1 }
          : { post_tumblelog: { name_or_id: 'me', avatar: '', url: '' }, post: makePage(['500'], null).posts[0], note_count: 1 },
      );
      const recorded = captureBus();
      await renderTen();
      await userEvent.keyboard('j');
      await userEvent.keyboard('l');
      expect(post).toHaveBeenCalledWith('/svc/like', expect.objectContaining({ id: '99', method: 'keyboard', source: 'dashboard', offset: 1 }));
      await userEvent.keyboard('r');
      expect(post).toHaveBeenCalledWith('/fast_reblog', expect.objectContaining({ reblog_post_id: '99' }));
      await userEvent.keyboard('s');
      const share = recorded.messages.find((message) => message.type === 'share:open');
      expect(share?.payload).toMatchObject({ post: { id: '99' } });
      recorded.stop();
    });

    it('does nothing while typing in a field, with a modifier, or while the viewer is open', async () => {
      await renderTen();
      const second = rowTop(1);
      const post = jest.spyOn(api, 'post');
      await userEvent.click(screen.getAllByRole('button', { name: 'Reply' })[0] as HTMLElement);
      await userEvent.keyboard('jjl');
      expect(screen.getByRole('textbox', { name: 'Reply to alice' })).toHaveValue('jjl');
      await userEvent.keyboard('{Escape}');
      (document.activeElement as HTMLElement).blur();
      await userEvent.keyboard('{Control>}j{/Control}');
      act(() => bus.emit('peepr:opened', { blogName: 'bob' }));
      await userEvent.keyboard('j');
      expect(window.scrollTo).not.toHaveBeenCalledWith({ top: second - 60 });
      expect(post).not.toHaveBeenCalled();
      act(() => bus.emit('peepr:closed', {}));
      await userEvent.keyboard('j');
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top: second - 60 });
    });
  });
});
