import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorToolbar } from './editor-toolbar';

function renderToolbar() {
  render(
    <>
      <input aria-label="Title" />
      <EditorToolbar label="Post body" formatting media onCommand={() => undefined} onGif={() => undefined} onImages={() => undefined} />
      <input aria-label="Post body" />
    </>,
  );
  return screen.getByRole('toolbar', { name: 'Post body tools' });
}

it('is one Tab stop between the title and the text', async () => {
  const user = userEvent.setup();
  renderToolbar();
  await user.click(screen.getByRole('textbox', { name: 'Title' }));
  await user.tab();
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Post body' })).toHaveFocus();
});

it('moves between its buttons with the arrows, Home and End, and Tab comes back to the last one used', async () => {
  const user = userEvent.setup();
  renderToolbar();
  await user.click(screen.getByRole('textbox', { name: 'Title' }));
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('button', { name: 'Insert image' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'GIF' })).toHaveFocus();
  await user.tab();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'GIF' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
});
