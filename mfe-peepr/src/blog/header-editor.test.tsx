import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, BLOG_DESCRIPTION_MAX } from '@tumbledash/shared';
import { makeBlog } from '../test-support/post';
import { HeaderEditor } from './header-editor';

afterEach(() => jest.restoreAllMocks());

const blog = makeBlog({ description_sanitized: '<p>A test blog. See <a href="https://example.com">x</a> &amp; more</p>' });

it('edits the description as plain text, capped at 2000 characters, and saves it escaped in a paragraph', async () => {
  const saved = jest.fn();
  const post = jest.spyOn(api, 'post').mockResolvedValue({ tumblelog: blog });
  render(<HeaderEditor blog={blog} onSaved={saved} onCancel={jest.fn()} />);
  const description = screen.getByRole('textbox', { name: 'Description' });
  expect(description).toHaveValue('A test blog. See x & more');
  expect(description).toHaveAttribute('maxLength', String(BLOG_DESCRIPTION_MAX));
  await userEvent.clear(description);
  await userEvent.type(description, 'Tom & <Jerry>');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(post).toHaveBeenCalledWith('/svc/indash_blog/header', { tumblelog_name_or_id: 'night-owl-notes', tumblelog: { description: '<p>Tom &#38; &#60;Jerry&#62;</p>' } });
  expect(saved).toHaveBeenCalledWith(blog);
});

it('says in words that a description is too long, and keeps the focus on Save', async () => {
  const detail = 'tumblelog.description must be at most 2000 characters.';
  const post = jest.spyOn(api, 'post').mockRejectedValue(new ApiError(400, detail, [{ field: 'tumblelog.description', detail }]));
  render(<HeaderEditor blog={blog} onSaved={jest.fn()} onCancel={jest.fn()} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), '!');
  const save = screen.getByRole('button', { name: 'Save' });
  await userEvent.click(save);
  expect(await screen.findByRole('alert')).toHaveTextContent('The description can be at most 2000 characters.');
  expect(screen.queryByText(detail)).not.toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);
  expect(save).toHaveFocus();
});

it('draws Save and Cancel as the product’s primary and secondary buttons, and Cancel leaves without saving', async () => {
  const cancel = jest.fn();
  const post = jest.spyOn(api, 'post');
  render(<HeaderEditor blog={blog} onSaved={jest.fn()} onCancel={cancel} />);
  expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('td-ui-button', 'td-ui-button--primary');
  const cancelButton = screen.getByRole('button', { name: 'Cancel' });
  expect(cancelButton).toHaveClass('td-ui-button', 'td-ui-button--secondary');
  await userEvent.click(cancelButton);
  expect(cancel).toHaveBeenCalledTimes(1);
  expect(post).not.toHaveBeenCalled();
});
