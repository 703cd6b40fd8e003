import { render, screen } from '@testing-library/react';
import { HelpPage } from './help-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

test('explains keyboard shortcuts, messaging, posts and the queue', () => {
  render(<HelpPage />);
  expect(screen.getByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
  for (const name of ['Keyboard shortcuts', 'Messaging', 'Posts, drafts and the queue', 'Your account']) {
    expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
  }
});
