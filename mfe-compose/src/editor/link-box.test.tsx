import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkBox, linkBoxWidth } from './link-box';

it('keeps the link box between 200 and 600 px wide', () => {
  expect(linkBoxWidth(0)).toBe(200);
  expect(linkBoxWidth(30)).toBe(360);
  expect(linkBoxWidth(500)).toBe(600);
});

it('submits the URL with https: added, and refuses other schemes', async () => {
  const user = userEvent.setup();
  const anchor = document.createElement('button');
  document.body.appendChild(anchor);
  const onSubmit = jest.fn();
  render(<LinkBox anchor={anchor} onSubmit={onSubmit} onClose={jest.fn()} />);
  const input = screen.getByLabelText('Link URL');
  await user.type(input, 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Add link' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Not a valid URL');
  expect(onSubmit).not.toHaveBeenCalled();
  await user.clear(input);
  await user.type(input, 'example.com{Enter}');
  expect(onSubmit).toHaveBeenCalledWith('https://example.com');
});
