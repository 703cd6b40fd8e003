import { render, screen } from '@testing-library/react';
import { api, ApiError } from '@tumbledash/shared';
import { AskPage } from './ask-page';
import { FollowPage } from './follow-page';
import { SubmitPage } from './submit-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

it.each([
  ['/follow/{name}', FollowPage],
  ['/blog/{name}/ask', AskPage],
  ['/blog/{name}/submit', SubmitPage],
])('%s of a blog that is not there is the blog view’s missing card: heading, explanation, the way back', async (_page, Page) => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not Found'));
  render(<Page blogName="zz-none-here" />);
  expect(await screen.findByRole('heading', { level: 1, name: "There's nothing here." })).toBeInTheDocument();
  expect(screen.getByText('No blog called zz-none-here could be found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
});
