import { render, screen } from '@testing-library/react';
import { api, ApiError } from '@tumbledash/shared';
import { makeBlog } from '../test-support/post';
import { AskPage } from './ask-page';
import { FollowPage } from './follow-page';
import { SubmitPage } from './submit-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

beforeEach(() => {
  document.title = 'Tumbledash';
});

afterEach(() => jest.restoreAllMocks());

it.each([
  ['Ask friendly a question | Tumbledash', AskPage],
  ['Submit a post to friendly | Tumbledash', SubmitPage],
  ['Follow friendly | Tumbledash', FollowPage],
])('names the browser tab “%s”', async (title, Page) => {
  jest.spyOn(api, 'get').mockResolvedValue({ tumblelog: makeBlog({ name: 'friendly' }) });
  render(<Page blogName="friendly" />);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(document.title).toBe(title);
});

it.each([AskPage, SubmitPage, FollowPage])('names the tab “Not found | Tumbledash” for a blog that is not there (%#)', async (Page) => {
  jest.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not Found'));
  render(<Page blogName="zz-none-here" />);
  expect(await screen.findByRole('heading', { level: 1, name: "There's nothing here." })).toBeInTheDocument();
  expect(document.title).toBe('Not found | Tumbledash');
});
