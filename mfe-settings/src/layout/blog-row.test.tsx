import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlogRow } from './blog-row';

const blog = { name: 'pixel-garden', title: 'Pixel Garden', avatar_url: '/a.png' };

function renderRow(busy: boolean) {
  const onPress = jest.fn();
  render(
    <ul>
      <BlogRow blog={blog} hint="Updated today" action={{ label: 'Unblock', onPress, busy }} />
    </ul>,
  );
  return { onPress };
}

it('shows the blog with a link to it, its title, the hint and an action named after it', async () => {
  const { onPress } = renderRow(false);
  expect(screen.getByRole('link', { name: 'pixel-garden' })).toHaveAttribute('href', '/blog/pixel-garden');
  expect(screen.getByText('Pixel Garden')).toBeInTheDocument();
  expect(screen.getByText('Updated today')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Unblock pixel-garden' });
  await userEvent.click(button);
  expect(onPress).toHaveBeenCalledTimes(1);
  expect(onPress).toHaveBeenCalledWith(button);
});

it('while busy the button keeps the focus, says so and ignores presses', async () => {
  const { onPress } = renderRow(true);
  const button = screen.getByRole('button', { name: 'Unblock pixel-garden' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(button);
  expect(button).toHaveFocus();
  expect(onPress).not.toHaveBeenCalled();
});
