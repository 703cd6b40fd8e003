import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, bus, type ActivityNotification, type Subscription } from '@tumbledash/shared';
import { HeaderRoot } from '../header/header-root';
import { bootstrapFor, makeChannel, makeNotification, signIn, signOut } from '../test-utils/fixtures';
import { activityCache } from './activity-cache';
import { ActivityPage } from './activity-page';

const alice = makeChannel('alice', { is_current: true });
const art = makeChannel('alice-art');

type Answer = { notifications: ActivityNotification[] };

function deferred() {
  let resolve!: (value: Answer) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Answer>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(12, 0, 0, 0);
  return Math.floor(date.getTime() / 1000);
};

async function openActivity(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Activity' }));
  return screen.getByRole('dialog', { name: 'Activity' });
}

beforeEach(() => {
  activityCache.clear();
  signIn([alice, art]);
});

const subscriptions: Subscription[] = [];

afterEach(() => {
  subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe());
  signOut();
  jest.restoreAllMocks();
  window.history.pushState(null, '', '/');
});

/** The sparkline's call answers no data; every other GET goes to `answer`. */
function withoutSparkline(answer: (url: string) => Promise<unknown>) {
  return ((url: string) => (url.endsWith('/sparkline') ? Promise.resolve({ days: [] }) : answer(url))) as typeof api.get;
}

/** The popover open on one notification, from bob; `opened` records the requests to open the blog viewer. */
async function openOnNotificationFromBob() {
  const user = userEvent.setup();
  const opened = jest.fn();
  subscriptions.push(bus.on('peepr:open').subscribe(opened));
  jest.spyOn(api, 'get').mockResolvedValue({ notifications: [makeNotification()] });
  render(<HeaderRoot />);
  return { user, opened, popover: await openActivity(user) };
}

describe('Activity popover', () => {
  it('shows a loader, then the notifications under date headers', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const get = jest.spyOn(api, 'get').mockReturnValue(answer.promise);
    render(<HeaderRoot />);
    const popover = await openActivity(user);

    // The popover's content loads on first open (B§2); its notifications are asked for once it is in.
    await waitFor(() => expect(get).toHaveBeenCalledWith('/svc/blog/alice/activity', expect.objectContaining({ signal: expect.anything() })));
    expect(within(popover).getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();

    await act(async () =>
      answer.resolve({
        notifications: [
          makeNotification({ timestamp: daysAgo(0), message: 'liked your post' }),
          makeNotification({ timestamp: daysAgo(1), message: 'reblogged your post', type: 'reblog' }),
          makeNotification({ timestamp: daysAgo(4), message: 'started following you', type: 'follower' }),
        ],
      }),
    );
    expect(within(popover).queryByRole('status')).not.toBeInTheDocument();
    expect(within(popover).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Today',
      'Yesterday',
      '4 days ago',
    ]);
    expect(within(popover).getAllByRole('listitem')).toHaveLength(3);
    expect(within(popover).getByRole('link', { name: 'See everything' })).toHaveAttribute('href', '/blog/alice/activity');
  });

  it('shows the empty state', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue({ notifications: [] });
    render(<HeaderRoot />);
    const popover = await openActivity(user);
    expect(
      await within(popover).findByText('Check out this tab when you make a post to see Likes, Reblogs, and new followers.'),
    ).toBeInTheDocument();
  });

  it('alerts "Woops :(" and hides the loader when loading fails', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    jest.spyOn(api, 'get').mockImplementation(withoutSparkline(() => answer.promise));
    render(<HeaderRoot />);
    const popover = await openActivity(user);
    await act(async () => answer.reject(new ApiError(500, '')));

    const alert = await screen.findByRole('alertdialog', { name: 'Woops :(' });
    expect(within(popover).queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('loads a blog once, and loads the other blog when switched', async () => {
    const user = userEvent.setup();
    const notifications = jest
      .fn()
      .mockResolvedValueOnce({ notifications: [makeNotification({ message: 'liked your post' })] })
      .mockResolvedValueOnce({ notifications: [makeNotification({ message: 'liked your drawing' })] });
    const get = jest.spyOn(api, 'get').mockImplementation(withoutSparkline(notifications));
    render(<HeaderRoot />);
    let popover = await openActivity(user);
    expect(await within(popover).findByText('liked your post', { exact: false })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activity' })).toHaveFocus();
    popover = await openActivity(user);
    expect(within(popover).getByText('liked your post', { exact: false })).toBeInTheDocument();
    expect(notifications).toHaveBeenCalledTimes(1);

    await user.click(within(popover).getByRole('button', { name: 'Blog: alice' }));
    const blogs = screen.getByRole('menu', { name: 'Choose a blog' });
    await user.click(within(blogs).getByRole('menuitemradio', { name: /alice-art/ }));
    expect(await within(popover).findByText('liked your drawing', { exact: false })).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/svc/blog/alice-art/activity', expect.anything());
    expect(within(popover).getByRole('link', { name: 'See everything' })).toHaveAttribute(
      'href',
      '/blog/alice-art/activity',
    );
  });

  it('has no blog dropdown with one blog', async () => {
    const user = userEvent.setup();
    signIn([alice]);
    jest.spyOn(api, 'get').mockResolvedValue({ notifications: [] });
    render(<HeaderRoot />);
    const popover = await openActivity(user);
    await within(popover).findByText(/Check out this tab/);
    expect(within(popover).queryByRole('button', { name: /^Blog:/ })).not.toBeInTheDocument();
    expect(within(popover).getByText('alice')).toBeInTheDocument();
  });

  it('closes on "See everything", which goes to the activity page without a reload', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'get').mockResolvedValue({ notifications: [] });
    render(<HeaderRoot />);
    const popover = await openActivity(user);
    await user.click(within(popover).getByRole('link', { name: 'See everything' }));
    expect(window.location.pathname).toBe('/blog/alice/activity');
    expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('opens the blog viewer from a notification and makes way for it', async () => {
    const { user, popover, opened } = await openOnNotificationFromBob();
    const sender = await within(popover).findByRole('button', { name: 'bob' });
    // A peepr target, so the viewer's hover card serves it too.
    expect(sender).toHaveAttribute('data-peepr', '{"tumblelog":"bob"}');
    await user.click(sender);
    expect(opened).toHaveBeenCalledWith({ blogName: 'bob' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument());
  });

  it('opens the blog viewer from a sender’s avatar too, making way with focus back on its button', async () => {
    const { user, popover, opened } = await openOnNotificationFromBob();
    await user.click(await within(popover).findByRole('img', { name: "bob's avatar", hidden: true }));
    expect(opened).toHaveBeenCalledWith({ blogName: 'bob' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Activity' })).toHaveFocus();
  });

  it('makes way for the blog viewer however it opens (a post in a blog card over the popover)', async () => {
    await openOnNotificationFromBob();
    act(() => bus.emit('peepr:opened', { blogName: 'bob' }));
    expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('stays open for a click in a blog’s hover card over it; a click outside and Escape still close it', async () => {
    const { user, popover } = await openOnNotificationFromBob();
    await user.hover(await within(popover).findByRole('button', { name: 'bob' }));
    // The blog viewer draws hover cards in its own root (mfe-peepr), marked on their root.
    const card = document.createElement('div');
    card.setAttribute('data-td-hover-card', '');
    card.setAttribute('role', 'group');
    card.setAttribute('aria-label', 'bob, blog card');
    card.innerHTML = '<p>bob</p><button type="button">Follow</button>';
    document.body.append(card);
    const blogCard = screen.getByRole('group', { name: 'bob, blog card' });

    await user.click(within(blogCard).getByRole('button', { name: 'Follow' }));
    await user.click(within(blogCard).getByText('bob'));
    expect(screen.getByRole('dialog', { name: 'Activity' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
    await openActivity(user);
    await user.click(document.body);
    expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument();
    card.remove();
  });

  it('links an ask and a submission to the inbox of the blog shown, and closes on the way there', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    jest.spyOn(api, 'get').mockImplementation(
      withoutSparkline(() =>
        Promise.resolve({
          notifications: [
            makeNotification({ type: 'ask', message: 'sent you an ask' }),
            makeNotification({ type: 'submission', message: 'submitted a post', from_tumblelog: { name: 'carol', uuid: 't:carol', avatar_url: '', following: false } }),
            makeNotification({ type: 'like', message: 'liked your post' }),
          ],
        }),
      ),
    );
    render(<HeaderRoot />);
    const popover = await openActivity(user);
    const ask = await within(popover).findByRole('link', { name: 'sent you an ask' });
    expect(ask).toHaveAttribute('href', '/inbox');
    expect(ask.closest('li')).toHaveTextContent('bob sent you an ask');
    const submission = within(popover).getByRole('link', { name: 'submitted a post' });
    expect(submission).toHaveAttribute('href', '/inbox');
    expect(submission.closest('li')).toHaveTextContent('carol submitted a post');
    expect(within(popover).queryByRole('link', { name: 'liked your post' })).not.toBeInTheDocument();
    await user.click(submission);
    expect(window.location.pathname).toBe('/inbox');
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Activity' })).not.toBeInTheDocument());
  });

  it('makes the blog shown current before opening its inbox', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue(bootstrapFor([{ ...alice, is_current: false }, { ...art, is_current: true }]));
    jest.spyOn(api, 'get').mockImplementation(withoutSparkline(() => Promise.resolve({ notifications: [makeNotification({ type: 'ask', message: 'sent you an ask' })] })));
    window.history.pushState(null, '', '/blog/alice-art/activity');
    render(<ActivityPage />);
    await user.click(await screen.findByRole('link', { name: 'sent you an ask' }));
    expect(post).toHaveBeenCalledWith('/svc/account/channel', { channel: 'alice-art' });
    await waitFor(() => expect(window.location.pathname).toBe('/inbox'));
  });
});
