import { useRef } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, Modal, useLayer } from '@tumbledash/shared';
import { PeeprRoot, REPLACE_DELAY_MS } from './peepr-root';
import { peeprData } from './target';

// The drawer's own chunk is tested on its own; here it only shows which blog is open, in the shared modal that
// takes the focus in and gives it back.
jest.mock('../drawer/drawer', () => ({
  __esModule: true,
  default: ({ request, onClose }: { request: { blogName: string; postId?: string }; onClose: () => void }) => (
    <Modal title={request.blogName} hideTitle onClose={onClose}>
      {request.postId}
      <button type="button" onClick={onClose}>
        Close the blog viewer
      </button>
    </Modal>
  ),
}));

/**
 * Clicks and answers whether the viewer left the click to the browser (the link then opens normally). The
 * window hears it last; it stops jsdom, which cannot load pages, from trying.
 */
function clickLeftToBrowser(element: Element, init: MouseEventInit = {}): boolean {
  let left = false;
  const last = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last);
  fireEvent.click(element, init);
  window.removeEventListener('click', last);
  return left;
}

function renderRoot() {
  render(
    <>
      <a href="/blog/friendly" data-peepr={peeprData('friendly')}>
        friendly
      </a>
      <a href="/blog/film-grain" data-peepr={peeprData('film-grain', '42')}>
        film-grain
      </a>
      <a href="/blog/plain">plain</a>
      <PeeprRoot />
    </>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/dashboard'));

it('opens on a plain click and puts it in the address; ctrl/meta-click and a target without data open normally', async () => {
  renderRoot();
  expect(clickLeftToBrowser(screen.getByRole('link', { name: 'friendly' }), { ctrlKey: true })).toBe(true);
  expect(clickLeftToBrowser(screen.getByRole('link', { name: 'friendly' }), { metaKey: true })).toBe(true);
  expect(clickLeftToBrowser(screen.getByRole('link', { name: 'plain' }))).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  expect(clickLeftToBrowser(screen.getByRole('link', { name: 'friendly' }))).toBe(false);
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  expect(window.location.search).toBe('?blog_name=friendly');
});

it('replaces one blog with another: closes, then opens the next after 400 ms', async () => {
  jest.useFakeTimers();
  try {
    renderRoot();
    fireEvent.click(screen.getByRole('link', { name: 'friendly' }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'film-grain' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(REPLACE_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'film-grain' })).toHaveTextContent('42');
    expect(window.location.search).toBe('?blog_name=film-grain&post_id=42');
  } finally {
    jest.useRealTimers();
  }
});

it('does not open while a post form is shown, and opens again once it closed', async () => {
  renderRoot();
  act(() => bus.emit('post-form:opened', { mode: 'new' }));
  fireEvent.click(screen.getByRole('link', { name: 'friendly' }));
  act(() => bus.emit('peepr:open', { blogName: 'friendly' }));
  await act(() => Promise.resolve());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => bus.emit('post-form:closed', { saved: false }));
  act(() => bus.emit('peepr:open', { blogName: 'Friendly' }));
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
});

it('opens from the page’s initial parameters and closes with the address', async () => {
  window.history.replaceState(null, '', '/dashboard?blog_name=film-grain&post_id=7');
  renderRoot();
  expect(await screen.findByRole('dialog', { name: 'film-grain' })).toHaveTextContent('7');
  fireEvent.click(screen.getByRole('button', { name: 'Close the blog viewer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.location.search).toBe('');
});

it('shows a blog’s card once a mouse moves onto the blog, not when the blog comes under a resting pointer', async () => {
  // The card's data never comes: the card shows with its loader, which is all this needs.
  const get = jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  try {
    renderRoot();
    const link = screen.getByRole('link', { name: 'friendly' });
    fireEvent.mouseOver(link);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('group', { name: 'friendly, blog card' })).not.toBeInTheDocument();

    await userEvent.hover(link);
    expect(await screen.findByRole('group', { name: 'friendly, blog card' })).toBeInTheDocument();
  } finally {
    get.mockRestore();
  }
});

/** Messaging's conversation window as it takes focus from above the viewer: a layer on the page's stack. */
function ConversationWindow() {
  const section = useRef<HTMLElement>(null);
  useLayer(section);
  return (
    <section ref={section} aria-label="Conversation with friendly">
      <textarea aria-label="Message" />
    </section>
  );
}

it('stays open while messaging is asked for a conversation, which it may refuse; the inbox leaves it open too', async () => {
  renderRoot();
  fireEvent.click(screen.getByRole('link', { name: 'friendly' }));
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  act(() => bus.emit('messaging:open', {}));
  act(() => bus.emit('messaging:open', { blogName: 'friendly' }));
  act(() => bus.emit('messaging:open', { participants: ['t:abc'], postId: '42' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  expect(window.location.search).toBe('?blog_name=friendly');
});

it('closes once the conversation asked for from inside it has the focus, and leaves the focus there', async () => {
  const { rerender } = render(
    <>
      <a href="/blog/friendly" data-peepr={peeprData('friendly')}>
        friendly
      </a>
      <PeeprRoot />
    </>,
  );
  // Opened from a focused link, which the viewer gives the focus back to as it closes.
  const link = screen.getByRole('link', { name: 'friendly' });
  act(() => link.focus());
  fireEvent.click(link);
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  rerender(
    <>
      <a href="/blog/friendly" data-peepr={peeprData('friendly')}>
        friendly
      </a>
      <PeeprRoot />
      <ConversationWindow />
    </>,
  );
  const message = screen.getByRole('textbox', { name: 'Message' });
  act(() => message.focus());
  expect(message).toHaveFocus();

  act(() => bus.emit('messaging:opened', { blogName: 'friendly' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.location.search).toBe('');
  expect(message).toHaveFocus();
});

it('opened from a post’s hidden avatar, returns the focus to the post’s blog name', async () => {
  render(
    <>
      <article tabIndex={-1} aria-label="A post">
        <a href="/blog/friendly" tabIndex={-1} aria-hidden="true" data-peepr={peeprData('friendly')}>
          avatar
        </a>
        <a href="/blog/friendly" data-peepr={peeprData('friendly')}>
          friendly
        </a>
      </article>
      <PeeprRoot />
    </>,
  );
  const avatar = screen.getByText('avatar');
  // A mouse click focuses the link it lands on, hidden or not.
  avatar.focus();
  fireEvent.click(avatar);
  expect(await screen.findByRole('dialog', { name: 'friendly' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close the blog viewer' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Close the blog viewer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'friendly' })).toHaveFocus();
});
