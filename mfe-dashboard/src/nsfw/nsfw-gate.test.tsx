import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, session, type DashboardPost, type NsfwPostFields } from '@tumbledash/shared';
import { makeBlog, makePost } from '../test-support/fixtures';
import { makeChannel, makeUser } from '../test-support/fixtures';
import { renderCard, resetPage, signIn } from '../test-support/render-card';
import { APPEAL_TEXTS } from './appeal-state';
import { SENSITIVE_TEXT } from './nsfw-gate';

const flagged = (fields: NsfwPostFields, overrides: Partial<DashboardPost> = {}): DashboardPost =>
  ({ ...makePost('301', { type: 'text', title: 'Life drawing', body: '<p>Charcoal</p>' }, { blog: makeBlog('sketcher'), tumblelog: 'sketcher', ...overrides }), ...fields }) as DashboardPost;

function safeMode(on: boolean) {
  const channels = [makeChannel('me')];
  session.set({ user: { ...makeUser('me', channels), safe_mode: on }, channels, flags: { safe_mode: true }, formKey: 'fk' });
}

afterEach(() => {
  resetPage();
  jest.restoreAllMocks();
});

it('the owner sees the appeal banner; Request Review sends state 3 and hides it', async () => {
  signIn();
  const post = jest.spyOn(api, 'post').mockResolvedValue({ state: 3 });
  renderCard(flagged({ is_nsfw: true, appeal_state: 1 }, { is_mine: true }));
  const banner = screen.getByRole('region', { name: 'Adult content flag' });
  expect(banner).toHaveTextContent(APPEAL_TEXTS.banner);
  await userEvent.click(within(banner).getByRole('button', { name: 'Request Review' }));
  expect(post).toHaveBeenCalledWith('/svc/appeal', { post_id: '301', blog_name: 'sketcher', state: 3 });
  expect(await screen.findByText(APPEAL_TEXTS.requested)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Adult content flag' })).toBeNull();
});

it('after Request Review and its alert, focus is on the "Flagged as adult content" button', async () => {
  signIn();
  jest.spyOn(api, 'post').mockResolvedValue({ state: 3 });
  renderCard(flagged({ is_nsfw: true, appeal_state: 1 }, { is_mine: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Request Review' }));
  const alert = await screen.findByRole('alertdialog', { name: APPEAL_TEXTS.requested });
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Flagged as adult content' })).toHaveFocus();
});

it('Dismiss sends state 2, hides the banner and leaves focus on the "Flagged as adult content" button', async () => {
  signIn();
  const post = jest.spyOn(api, 'post').mockResolvedValue({ state: 2 });
  renderCard(flagged({ is_nsfw: true, appeal_state: 1 }, { is_mine: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(post).toHaveBeenCalledWith('/svc/appeal', { post_id: '301', blog_name: 'sketcher', state: 2 });
  expect(screen.queryByRole('region', { name: 'Adult content flag' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Flagged as adult content' })).toHaveFocus();
});

it('the NSFW eye explains a post under review', async () => {
  signIn();
  renderCard(flagged({ is_nsfw: true, appeal_state: 3 }, { is_mine: true }));
  expect(screen.queryByRole('region', { name: 'Adult content flag' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Flagged as adult content' }));
  expect(await screen.findByText(APPEAL_TEXTS.underReview)).toBeInTheDocument();
});

it('with no appeal (state 0) the owner is told of the flag and offered nothing to press', () => {
  signIn();
  const post = jest.spyOn(api, 'post');
  renderCard(flagged({ is_nsfw: true, appeal_state: 0 }, { is_mine: true }));
  expect(screen.getByText(APPEAL_TEXTS.flagged)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: APPEAL_TEXTS.flagged })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Request Review' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Adult content flag' })).toBeNull();
  expect(post).not.toHaveBeenCalled();
});

it('after the banner was dismissed (state 2) the NSFW eye offers a review', async () => {
  signIn();
  const post = jest.spyOn(api, 'post').mockResolvedValue({ state: 3 });
  renderCard(flagged({ is_nsfw: true, appeal_state: 2 }, { is_mine: true }));
  await userEvent.click(screen.getByRole('button', { name: APPEAL_TEXTS.flagged }));
  const confirm = await screen.findByRole('alertdialog', { name: APPEAL_TEXTS.confirm });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Request Review' }));
  expect(post).toHaveBeenCalledWith('/svc/appeal', { post_id: '301', blog_name: 'sketcher', state: 3 });
  expect(await screen.findByText(APPEAL_TEXTS.requested)).toBeInTheDocument();
});

it('in safe mode others see the post blurred until they show that blog anyway', async () => {
  safeMode(true);
  renderCard(flagged({ is_nsfw: true }));
  expect(screen.getByText(SENSITIVE_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Life drawing' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Show sketcher’s posts anyway' }));
  expect(screen.queryByText(SENSITIVE_TEXT)).toBeNull();
  expect(screen.getByRole('heading', { name: 'Life drawing' })).toBeInTheDocument();
});

it('after "Show … posts anyway" by keyboard, focus is on the revealed post, not the page', async () => {
  safeMode(true);
  // Its own blog: an earlier test's bypass of `sketcher` lasts the page view.
  renderCard(flagged({ is_nsfw: true }, { tumblelog: 'night-sketcher', blog: makeBlog('night-sketcher') }));
  screen.getByRole('button', { name: 'Show night-sketcher’s posts anyway' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('heading', { name: 'Life drawing' })).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveFocus();
});

it('without safe mode a flagged post shows as it is', () => {
  safeMode(false);
  renderCard(flagged({ is_nsfw: true }, { tumblelog: 'other-blog', blog: makeBlog('other-blog') }));
  expect(screen.queryByText(SENSITIVE_TEXT)).toBeNull();
});
