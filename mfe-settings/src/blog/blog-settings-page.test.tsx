import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, BLOG_FONTS, type BlogHeader, type BlogSettings } from '@tumbledash/shared';
import { makeBlog } from '@tumbledash/shared/testing';
import { BlogSettingsPage } from './blog-settings-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const settings: BlogSettings = {
  name: 'alice',
  title: 'Alice writes',
  description: '',
  avatar_url: '',
  asks: true,
  anonymous_asks: false,
  submissions: false,
  can_receive_messages: true,
  messages_from_followers_only: false,
};
const header: BlogHeader = { ...makeBlog('alice', { title: 'Alice writes' }), customizable: true, has_default_header: true, is_current: true, is_member: true };

function answers(switches: Partial<BlogSettings> = {}): void {
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => (url.startsWith('/svc/settings/blog/') ? { ...settings, ...switches } : { tumblelog: header }) as never);
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
