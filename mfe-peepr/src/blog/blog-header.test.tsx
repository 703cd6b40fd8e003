import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS, bus, DialogProvider, session } from '@tumbledash/shared';
import { makeUser } from '@tumbledash/shared/testing';
import { makeBlog } from '../test-support/post';
import { BlogHeader, themeStyle } from './blog-header';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

afterEach(() => session.set(ANONYMOUS));

function signIn() {
  const user = makeUser();
  session.set({ user, channels: user.channels, flags: {}, formKey: 'fk' });
}

function renderHeader(blog = makeBlog()) {
  return render(
    <DialogProvider>
      <BlogHeader blog={blog} onSaved={() => undefined} titleId="title" />
    </DialogProvider>,
  );
}

it('styles the view with the theme: colours, title font and weight, readable text on a dark background', () => {
  const dark = makeBlog({
    global_theme_params: { ...makeBlog().global_theme_params, background_color: '#2B0F3A', link_color: '#FF6AD5', title_color: '#8BE9FD', title_font: 'Futura', title_font_weight: 'regular' },
  });
  expect(themeStyle(dark)).toMatchObject({
    '--td-peepr-bg': '#2B0F3A',
    '--td-peepr-link': '#FF6AD5',
    '--td-peepr-title': '#8BE9FD',
    '--td-peepr-title-font': "'Futura', Georgia, serif",
    '--td-peepr-title-weight': '400',
    '--td-peepr-text': '#ffffff',
  });
  expect(themeStyle(makeBlog())).toMatchObject({ '--td-peepr-text': '#1a1a1a', '--td-peepr-title-weight': '700' });
});

it('colours links with the theme’s link colour while it is readable, else with the text colour', () => {
  const theme = makeBlog().global_theme_params;
  expect(themeStyle(makeBlog({ global_theme_params: { ...theme, background_color: '#FFF4E6', link_color: '#C0392B' } }))).toMatchObject({ '--td-peepr-link': '#C0392B' });
  expect(themeStyle(makeBlog({ global_theme_params: { ...theme, background_color: '#FAFAFA', link_color: '#EEEEEE' } }))).toMatchObject({ '--td-peepr-link': '#1a1a1a' });
});

it('shows the header image, avatar in its shape, title and description as the show_* switches say', () => {
  const { container, unmount } = renderHeader(
    makeBlog({ global_theme_params: { ...makeBlog().global_theme_params, header_image_focused: '/media/header.jpg', header_image_width: 1500, header_image_height: 500, avatar_shape: 'square' } }),
  );
  const image = container.querySelector('img.td-peepr-header__image');
  expect(image).toHaveAttribute('src', '/media/header.jpg');
  // Its box is known before it loads.
  expect(image).toHaveAttribute('width', '1500');
  expect(image).toHaveAttribute('height', '500');
  expect(screen.getByRole('heading', { name: 'Night Owl Notes' })).toHaveClass('td-peepr-header__title');
  expect(screen.getByText('Thoughts after midnight.')).toBeInTheDocument();
  expect(container.querySelector('.td-peepr-header__avatar')).not.toBeNull();
  unmount();

  const hidden = renderHeader(
    makeBlog({
      global_theme_params: { ...makeBlog().global_theme_params, header_image_focused: '/media/header.jpg', show_header_image: false, show_avatar: false, show_title: false, show_description: false },
    }),
  );
  expect(hidden.container.querySelector('img.td-peepr-header__image')).toBeNull();
  expect(hidden.container.querySelector('.td-peepr-header__avatar')).toBeNull();
  // The title still names the view for assistive technology, but is not shown.
  expect(screen.getByRole('heading', { name: 'Night Owl Notes' })).toHaveClass('td-ui-visually-hidden');
  expect(screen.queryByText('Thoughts after midnight.')).not.toBeInTheDocument();
});

it('lets the avatar overlap the header image only when there is one (else it would reach over the top edge)', () => {
  const theme = makeBlog().global_theme_params;
  const withImage = renderHeader(makeBlog({ global_theme_params: { ...theme, header_image_focused: '/media/header.jpg', show_header_image: true } }));
  expect(withImage.container.querySelector('header')).toHaveClass('td-peepr-header--with-image');
  withImage.unmount();
  for (const without of [
    { ...theme, header_image_focused: '/media/header.jpg', show_header_image: false },
    { ...theme, header_image_focused: null, show_header_image: true },
  ]) {
    const view = renderHeader(makeBlog({ global_theme_params: without }));
    expect(view.container.querySelector('header')).not.toHaveClass('td-peepr-header--with-image');
    expect(view.container.querySelector('.td-peepr-header__avatar')).not.toBeNull();
    view.unmount();
  }
});

it('offers header editing to the owner only', () => {
  signIn();
  const { unmount } = renderHeader(makeBlog({ customizable: true, is_member: true }));
  expect(screen.getByRole('button', { name: 'Edit appearance' })).toBeInTheDocument();
  unmount();
  renderHeader(makeBlog({ customizable: false }));
  expect(screen.queryByRole('button', { name: 'Edit appearance' })).not.toBeInTheDocument();
});

it('lists only what the blog allows in "Message, ask or submit", and nothing for a blog with all of it off', async () => {
  signIn();
  const { unmount } = renderHeader(makeBlog({ can_receive_messages: true, asks: true, submissions: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Message, ask or submit' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Send a message', 'Ask a question', 'Submit']);
  unmount();

  const asksOff = renderHeader(makeBlog({ can_receive_messages: true, asks: false, anonymous_asks: false, submissions: false }));
  await userEvent.click(screen.getByRole('button', { name: 'Message, ask or submit' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Send a message']);
  asksOff.unmount();

  renderHeader(makeBlog({ can_receive_messages: false, asks: false, submissions: false }));
  expect(screen.queryByRole('button', { name: 'Message, ask or submit' })).not.toBeInTheDocument();
});

it('shares the blog from its header for a signed-in person, anchored to the button', async () => {
  const { unmount } = renderHeader();
  expect(screen.queryByRole('button', { name: 'Share this blog' })).not.toBeInTheDocument();
  unmount();

  signIn();
  const asked: unknown[] = [];
  const subscription = bus.on('share:open').subscribe((request) => asked.push(request));
  renderHeader();
  const button = screen.getByRole('button', { name: 'Share this blog' });
  await userEvent.click(button);
  expect(asked).toEqual([{ blog: { name: 'night-owl-notes', title: 'Night Owl Notes' }, anchor: button }]);
  subscription.unsubscribe();
});
