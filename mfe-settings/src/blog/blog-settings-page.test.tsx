import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, BLOG_FONTS, type BlogHeader, type BlogSettings } from '@tumbledash/shared';
import { makeBlog } from '@tumbledash/shared/testing';
import { BlogSettingsPage } from './blog-settings-page';
import type { BlockedBlog } from './blocked-blogs';
import type { SendFlags } from './send-flags';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const settings: BlogSettings & SendFlags = {
  name: 'alice',
  title: 'Alice writes',
  description: '',
  avatar_url: '',
  asks: true,
  anonymous_asks: false,
  submissions: false,
  can_receive_messages: true,
  messages_from_followers_only: false,
  twitter_send_posts: false,
  facebook_opengraph_send_posts: false,
};
const blocked = (name: string): BlockedBlog => ({ name, title: '', avatar_url: '', blocked_at: '2025-01-01T00:00:00.000Z' });
const header: BlogHeader = { ...makeBlog('alice', { title: 'Alice writes' }), customizable: true, has_default_header: true, is_current: true, is_member: true };

function answers(switches: Partial<BlogSettings> = {}, blocks: BlockedBlog[] = []): void {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.startsWith('/svc/settings/blog/')) return { ...settings, ...switches } as never;
    if (url.endsWith('/blocks')) return { blocked_tumblelogs: blocks } as never;
    return { tumblelog: header } as never;
  });
}

afterEach(() => jest.restoreAllMocks());

test('someone who is not the blog’s admin gets the forbidden page', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(403, "You don't have permission to do that."));
  render(<BlogSettingsPage name="tumbledemo" />);
  expect(await screen.findByRole('heading', { name: "You don't have permission to do that.", level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

test('the preview follows the form as it is typed, before any save', async () => {
  answers();
  render(<BlogSettingsPage name="alice" />);
  const preview = await screen.findByRole('figure', { name: 'Preview of alice' });
  expect(preview).toHaveTextContent('Alice writes');
  await userEvent.clear(screen.getByLabelText('Title'));
  await userEvent.type(screen.getByLabelText('Title'), 'Brand new');
  expect(preview).toHaveTextContent('Brand new');
  await userEvent.selectOptions(screen.getByLabelText('Title font'), 'Georgia');
  expect(within(preview).getByText('Brand new')).toHaveStyle({ fontFamily: 'Georgia' });
  await userEvent.click(screen.getByRole('switch', { name: 'Show title' }));
  expect(preview).not.toHaveTextContent('Brand new');
});

test('offers the blog font list (about 35, B§9), colour pickers and the avatar shape', async () => {
  answers();
  render(<BlogSettingsPage name="alice" />);
  const fonts = within(await screen.findByLabelText('Title font')).getAllByRole('option');
  expect(fonts.map((option) => option.textContent)).toEqual([...BLOG_FONTS]);
  expect(fonts.length).toBeGreaterThanOrEqual(30);
  for (const name of ['Title colour', 'Background colour', 'Link colour']) expect(screen.getByLabelText(name)).toHaveAttribute('type', 'color');
  expect(screen.getByRole('group', { name: 'Avatar shape' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Circle' })).toBeChecked();
});

test('Save appearance sends only what changed; a refusal shows the server’s words', async () => {
  answers();
  const post = jest
    .spyOn(api, 'post')
    .mockRejectedValueOnce(new ApiError(400, 'That colour is not one we can show.'))
    .mockResolvedValueOnce({ tumblelog: { ...header, global_theme_params: { ...header.global_theme_params, avatar_shape: 'square' } } });
  render(<BlogSettingsPage name="alice" />);
  await userEvent.click(await screen.findByRole('radio', { name: 'Square' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save appearance' }));
  expect(post).toHaveBeenCalledWith('/svc/indash_blog/header', { tumblelog_name_or_id: 'alice', tumblelog: { avatar_shape: 'square' } });
  expect(await screen.findByRole('alert')).toHaveTextContent('That colour is not one we can show.');
  await userEvent.click(screen.getByRole('button', { name: 'Save appearance' }));
  expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('radio', { name: 'Square' })).toBeChecked();
});

test('the asks, submissions and messaging switches save one at a time; dependent ones wait for their parent', async () => {
  answers({ asks: false });
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...settings, asks: false, submissions: true });
  render(<BlogSettingsPage name="alice" />);
  const group = await screen.findByRole('group', { name: 'Asks, submissions and messages' });
  await userEvent.click(within(group).getByRole('switch', { name: 'Accept submissions' }));
  expect(post).toHaveBeenCalledWith('/svc/settings/blog/alice', { submissions: true });
  expect(within(group).getByRole('switch', { name: 'Accept submissions' })).toBeChecked();
  expect(within(group).getByRole('switch', { name: 'Messages only from blogs I follow' })).not.toHaveAttribute('aria-disabled');
  // Anonymous questions mean nothing while questions are off.
  expect(within(group).getByRole('switch', { name: 'Allow anonymous questions' })).toHaveAttribute('aria-disabled', 'true');
});

test('Save appearance keeps the focus on its button while saving; a refusal moves it to the field in error; a too long description reads as words', async () => {
  answers();
  let refuse: (error: unknown) => void = () => undefined;
  jest.spyOn(api, 'post').mockImplementation(() => new Promise((_resolve, reject) => (refuse = reject)));
  render(<BlogSettingsPage name="alice" />);
  await userEvent.type(await screen.findByLabelText('Description'), 'Fish & chips');
  const button = screen.getByRole('button', { name: 'Save appearance' });
  await userEvent.click(button);
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  const detail = 'tumblelog.description must be at most 2000 characters.';
  act(() => refuse(new ApiError(400, detail, [{ field: 'tumblelog.description', detail }])));
  expect(await screen.findByRole('alert')).toHaveTextContent('The description can be at most 2000 characters.');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.queryByText(detail)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('The description can be at most 2000 characters.');
  expect(screen.getByLabelText('Description')).toHaveFocus();
});

test('a refused avatar is told under the avatar field and cleared; the header image keeps its upload', async () => {
  answers();
  const notImage = 'This is not valid image file.';
  const post = jest.spyOn(api, 'post').mockImplementation(async (_url: string, body?: unknown) => {
    const file = (body as FormData).get('photo') as File;
    if (file.name === 'notes.txt') throw new ApiError(400, notImage);
    return { url: '/media/header.png' } as never;
  });
  const user = userEvent.setup({ applyAccept: false });
  render(<BlogSettingsPage name="alice" />);
  const avatar = await screen.findByLabelText('Avatar image');
  const headerImage = screen.getByLabelText('Header image');
  await user.upload(headerImage, new File(['png'], 'header.png', { type: 'image/png' }));
  await waitFor(() => expect(headerImage).toHaveAccessibleDescription('Uploaded. Save to keep it.'));
  await user.upload(avatar, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(notImage);
  expect(avatar).toHaveAccessibleDescription(notImage);
  expect(avatar).toHaveAttribute('aria-invalid', 'true');
  expect((avatar as HTMLInputElement).files).toHaveLength(0);
  expect(headerImage).toHaveAccessibleDescription('Uploaded. Save to keep it.');
  expect((headerImage as HTMLInputElement).files?.[0]?.name).toBe('header.png');
  expect(post).toHaveBeenCalledTimes(2);
});

test('the send flags save through /settings/save as on or off', async () => {
  answers();
  const post = jest.spyOn(api, 'post').mockResolvedValue({ ...settings, twitter_send_posts: true });
  render(<BlogSettingsPage name="alice" />);
  const group = await screen.findByRole('group', { name: 'Sharing' });
  await userEvent.click(within(group).getByRole('switch', { name: 'Send my posts to Twitter' }));
  expect(post).toHaveBeenCalledWith('/settings/save', { tumblelog_name_or_id: 'alice', page: 'blog', 'tumblelog[twitter_send_posts]': 'on' });
  await waitFor(() => expect(within(group).getByRole('switch', { name: 'Send my posts to Twitter' })).toBeChecked());
  expect(within(group).getByRole('switch', { name: 'Send my posts to Facebook' })).not.toBeChecked();
});

test('lists the blogs it blocks; Unblock removes one and the focus moves to the next, then to the heading', async () => {
  answers({}, [blocked('spammy'), blocked('rude')]);
  const post = jest.spyOn(api, 'post').mockResolvedValue({ blocked: false });
  render(<BlogSettingsPage name="alice" />);
  const list = await screen.findByRole('list', { name: 'Blogs alice blocks' });
  expect(within(list).getByRole('link', { name: 'spammy' })).toHaveAttribute('href', '/blog/spammy');
  await userEvent.click(within(list).getByRole('button', { name: 'Unblock spammy' }));
  expect(post).toHaveBeenCalledWith('/svc/block/remove', { tumblelog: 'alice', blocked_tumblelog: 'spammy' });
  expect(await screen.findByText('You unblocked spammy. It can follow alice and send it questions again.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('button', { name: 'Unblock spammy' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unblock rude' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('alice blocks nobody.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Blocked blogs' })).toHaveFocus();
});

test('a failed unblock keeps the blog listed and says why', async () => {
  answers({}, [blocked('spammy')]);
  jest.spyOn(api, 'post').mockRejectedValue(new ApiError(403, 'You can only unblock from one of your own blogs.'));
  render(<BlogSettingsPage name="alice" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Unblock spammy' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You can only unblock from one of your own blogs.');
  expect(screen.getByRole('button', { name: 'Unblock spammy' })).toHaveFocus();
});

test('the sections show together once the settings and the header are both in, the header asked for at once', async () => {
  let headerAnswer: (value: { tumblelog: BlogHeader }) => void = () => undefined;
  const get = jest.spyOn(api, 'get').mockImplementation((url: string) => {
    if (url.startsWith('/svc/settings/blog/')) return Promise.resolve(settings as never);
    if (url.endsWith('/blocks')) return Promise.resolve({ blocked_tumblelogs: [] } as never);
    return new Promise((resolve) => (headerAnswer = resolve as never));
  });
  render(<BlogSettingsPage name="alice" />);
  expect(get).toHaveBeenCalledWith('/svc/indash_blog/header', { params: { tumblelog_name_or_id: 'alice' } });
  await waitFor(() => expect(get).toHaveBeenCalledWith('/svc/settings/blog/alice'));
  await act(async () => undefined);
  // The settings are in, the header is not: nothing yet that the Appearance section would push down.
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Asks, submissions and messages' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Blocked blogs' })).not.toBeInTheDocument();
  act(() => headerAnswer({ tumblelog: header }));
  expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Asks, submissions and messages' })).toBeInTheDocument();
});

test('a header that cannot be read leaves the other sections', async () => {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.startsWith('/svc/settings/blog/')) return settings as never;
    if (url.endsWith('/blocks')) return { blocked_tumblelogs: [] } as never;
    throw new ApiError(0, '');
  });
  render(<BlogSettingsPage name="alice" />);
  expect(await screen.findByRole('group', { name: 'Asks, submissions and messages' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Blocked blogs' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Appearance' })).not.toBeInTheDocument();
});
