import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ExploreData } from '@tumbledash/shared';
import { ExploreHeader } from './explore-header';

const data: ExploreData = {
  tags: [{ tag: 'cats', count: 4 }],
  blogs: [{ name: 'quote-keeper', title: 'Quotes', avatar_url: '', following: false, updated: null }],
};

test('shows trending tags and recommended blogs; a visitor who follows is sent to the follow page', async () => {
  jest.spyOn(api, 'get').mockResolvedValue(data);
  render(<ExploreHeader />);
  expect(await screen.findByRole('link', { name: '#cats' })).toHaveAttribute('href', '/tagged/cats');
  expect(screen.getByRole('heading', { name: 'Recommended blogs' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Follow quote-keeper' }));
  expect(window.location.pathname).toBe('/follow/quote-keeper');
});
