import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type BusMessage } from '@tumbledash/shared';
import { BlogLink } from './blog-link';

let opened: BusMessage[];
let subscription: { unsubscribe: () => void };
/** Whether the last click reaching the document was taken by the link (jsdom cannot follow the others). */
let lastClickPrevented: boolean | null;
const recordClick = (event: MouseEvent) => {
  lastClickPrevented = event.defaultPrevented;
  event.preventDefault();
};

beforeEach(() => {
  opened = [];
  lastClickPrevented = null;
  subscription = bus.all().subscribe((message) => message.type === 'peepr:open' && opened.push(message));
  document.addEventListener('click', recordClick);
});

afterEach(() => {
  subscription.unsubscribe();
  document.removeEventListener('click', recordClick);
});

describe('BlogLink', () => {
  it('is a link to the blog, marked as a peepr target', () => {
    render(<BlogLink name="alice" />);
    const link = screen.getByRole('link', { name: 'alice' });
    expect(link).toHaveAttribute('href', '/blog/alice');
    expect(link).toHaveAttribute('data-peepr', '{"tumblelog":"alice"}');
  });

  it("links the post's permalink when it names a post", () => {
    render(<BlogLink name="alice" postId="123" />);
    const link = screen.getByRole('link', { name: 'alice' });
    expect(link).toHaveAttribute('href', '/blog/alice/123');
    expect(link).toHaveAttribute('data-peepr', '{"tumblelog":"alice","postId":"123"}');
  });

  it('opens the blog viewer on a plain click, and takes the click', async () => {
    render(<BlogLink name="alice" postId="123" />);
    await userEvent.click(screen.getByRole('link', { name: 'alice' }));
    expect(opened).toEqual([{ type: 'peepr:open', payload: { blogName: 'alice', postId: '123' } }]);
    expect(lastClickPrevented).toBe(true);
  });

  it('opens the viewer on Enter', async () => {
    render(<BlogLink name="alice" />);
    screen.getByRole('link', { name: 'alice' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual([{ type: 'peepr:open', payload: { blogName: 'alice' } }]);
  });

  it.each([
    ['ctrl-click', { ctrlKey: true }],
    ['meta-click', { metaKey: true }],
    ['shift-click', { shiftKey: true }],
    ['middle click', { button: 1 }],
  ])('leaves a %s to the browser', (_label, init) => {
    render(<BlogLink name="alice" />);
    fireEvent.click(screen.getByRole('link', { name: 'alice' }), init);
    expect(opened).toEqual([]);
    expect(lastClickPrevented).toBe(false);
  });

  it('keeps the avatar variant out of the tab order and hidden from assistive tech', async () => {
    render(
      <>
        <BlogLink name="alice">
          <img src="/a.png" alt="alice's avatar" />
        </BlogLink>
        <BlogLink name="alice" />
      </>,
    );
    expect(screen.getAllByRole('link')).toEqual([screen.getByText('alice')]);
    const [avatarLink] = screen.getAllByRole('link', { hidden: true });
    expect(avatarLink).toHaveAttribute('aria-hidden', 'true');
    expect(avatarLink).toHaveAttribute('tabindex', '-1');
    expect(avatarLink).toHaveAttribute('href', '/blog/alice');
    await userEvent.click(avatarLink!);
    expect(opened).toEqual([{ type: 'peepr:open', payload: { blogName: 'alice' } }]);
  });
});
