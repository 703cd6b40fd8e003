import { useRef } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import { bus, Modal, useAnyLayerOpen, useHint, useLayer } from '@tumbledash/shared';
import { MessagingRoot } from '../messaging/messaging-root';
import { mockApi, signIn } from '../test-support/api-mock';
import { CONFIG } from '../test-support/fixtures';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: jest.fn() }));

let api: ReturnType<typeof mockApi>;

/** A remote's own overlay (like the header's mobile drawer): on the layer stack while mounted. */
function OwnOverlay() {
  const sheet = useRef<HTMLDivElement>(null);
  useLayer(sheet);
  return <div ref={sheet}>Sheet</div>;
}

/** Another remote's hint that comes after hints, like the header's guided tour, beside an overlay watcher. */
function TourLike() {
  const tourShown = useHint(true, true);
  const overlayOpen = useAnyLayerOpen();
  return (
    <>
      {tourShown && <p>Tour, step 1</p>}
      {overlayOpen && <p>An overlay is open</p>}
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  signIn();
  api = mockApi({
    'GET /svc/conversations/config': () => ({ config: { ...CONFIG, has_tutorial: true }, blogs: [] }),
    'GET /svc/conversations': () => ({ conversations: [], _links: {} }),
    'GET /svc/conversations/participant_suggestions': () => ({ blogs: [] }),
    'POST /svc/conversations/tutorial_seen': () => ({}),
  });
});

afterEach(() => api.restore());

/** The header's nav as another remote draws it (never imported): Activity, the Messaging balloon, Account. */
function headerWithBalloon(): { balloon: HTMLElement; account: HTMLElement; remove: () => void } {
  const header = document.body.appendChild(document.createElement('header'));
  header.id = 'td-header-slot';
  header.innerHTML =
    '<button type="button">Activity</button><button type="button" aria-label="Messaging">m</button><button type="button">Account</button>';
  const balloon = screen.getByRole('button', { name: 'Messaging' });
  // jsdom lays nothing out: the balloon is shown.
  balloon.getClientRects = () => [new DOMRect(0, 0, 40, 40)] as unknown as DOMRectList;
  return { balloon, account: screen.getByRole('button', { name: 'Account' }), remove: () => header.remove() };
}

describe('messaging tutorial', () => {
  it('shows once, throws 50 pieces of confetti, records tutorial_seen and opens the "To:" panel', async () => {
    const user = userEvent.setup();
    render(<MessagingRoot />);
    const popover = await screen.findByRole('dialog', { name: 'Talk to a blog' });
    expect(within(popover).getByText("Just tap this balloon, type the blog's name, and start a conversation.")).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Send a message' }));

    await waitFor(() => expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 50 })));
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/svc/conversations/tutorial_seen')).toHaveLength(1));
    const inbox = await screen.findByRole('dialog', { name: 'Messages' });
    expect(within(inbox).getByLabelText('To:')).toBeInTheDocument();
    expect(localStorage.getItem('messaging:alice:tutorial-seen')).toBe('1');
  });

  it('has done its job when the person opens the inbox from the header themselves', async () => {
    render(<MessagingRoot />);
    await screen.findByRole('dialog', { name: 'Talk to a blog' });
    act(() => bus.emit('messaging:open', {}));
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/svc/conversations/tutorial_seen')).toHaveLength(1));
  });

  it('waits while the blog viewer is open, then comes back', async () => {
    render(<MessagingRoot />);
    await screen.findByRole('dialog', { name: 'Talk to a blog' });
    act(() => bus.emit('peepr:opened', { blogName: 'bob' }));
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
    act(() => bus.emit('peepr:closed', {}));
    expect(screen.getByRole('dialog', { name: 'Talk to a blog' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/svc/conversations/tutorial_seen')).toHaveLength(0);
  });

  it('waits while any remote has a layer open (a shared modal, a remote\'s own overlay), then comes back', async () => {
    render(<MessagingRoot />);
    await screen.findByRole('dialog', { name: 'Talk to a blog' });
    // Another remote's confirm or post form.
    const modal = render(
      <Modal title="Are you sure?" onClose={() => undefined}>
        <button type="button">OK</button>
      </Modal>,
    );
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
    modal.unmount();
    expect(screen.getByRole('dialog', { name: 'Talk to a blog' })).toBeInTheDocument();

    // An overlay a remote draws itself counts by its layer alone, whatever its markup.
    const sheet = render(<OwnOverlay />);
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
    sheet.unmount();
    expect(screen.getByRole('dialog', { name: 'Talk to a blog' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/svc/conversations/tutorial_seen')).toHaveLength(0);
  });

  it('reads the layer stack, not the page: a modal-looking element that opened no layer does not hide it', async () => {
    render(<MessagingRoot />);
    await screen.findByRole('dialog', { name: 'Talk to a blog' });
    const stray = document.createElement('div');
    stray.setAttribute('role', 'dialog');
    stray.setAttribute('aria-modal', 'true');
    stray.className = 'td-ui-popover';
    act(() => void document.body.append(stray));
    await act(async () => {});
    expect(screen.getByRole('dialog', { name: 'Talk to a blog' })).toBeInTheDocument();
    stray.remove();
  });

  it('is a hint on the layer stack while shown: the guided tour waits behind it, no overlay waits for it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TourLike />
        <MessagingRoot />
      </>,
    );
    const popover = await screen.findByRole('dialog', { name: 'Talk to a blog' });
    expect(screen.queryByText('Tour, step 1')).not.toBeInTheDocument();
    expect(screen.queryByText('An overlay is open')).not.toBeInTheDocument();

    await user.click(within(popover).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
    expect(screen.getByText('Tour, step 1')).toBeInTheDocument();
  });

  it('stays away once seen', async () => {
    localStorage.setItem('messaging:alice:tutorial-seen', '1');
    render(<MessagingRoot />);
    await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
  });

  describe('by keyboard and screen reader', () => {
    let header: ReturnType<typeof headerWithBalloon>;
    beforeEach(() => {
      header = headerWithBalloon();
    });
    afterEach(() => header.remove());

    it('is announced as it appears, with its words, and leaves the focus where the person is typing', async () => {
      const box = document.body.appendChild(document.createElement('input'));
      box.setAttribute('aria-label', 'Search');
      box.focus();
      try {
        render(<MessagingRoot />);
        const popover = await screen.findByRole('dialog', { name: 'Talk to a blog' });
        expect(popover).toHaveAccessibleDescription("Just tap this balloon, type the blog's name, and start a conversation.");
        expect(popover.closest('[aria-live="polite"]')).not.toBeNull();
        expect(box).toHaveFocus();
      } finally {
        box.remove();
      }
    });

    it("follows the header's Messaging button in the Tab order, not the end of the page", async () => {
      const user = userEvent.setup();
      render(
        <>
          <main>
            <button type="button">Like</button>
          </main>
          <MessagingRoot />
        </>,
      );
      const popover = await screen.findByRole('dialog', { name: 'Talk to a blog' });
      header.balloon.focus();
      await user.tab();
      expect(within(popover).getByRole('button', { name: 'Send a message' })).toHaveFocus();
      await user.tab();
      expect(within(popover).getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.tab();
      expect(header.account).toHaveFocus();
      await user.tab({ shift: true });
      expect(within(popover).getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      expect(header.balloon).toHaveFocus();
    });

    it('closes on Escape inside it, as seen, focus on the Messaging button; leaves an Escape elsewhere or already handled alone', async () => {
      const user = userEvent.setup();
      render(<MessagingRoot />);
      const popover = await screen.findByRole('dialog', { name: 'Talk to a blog' });
      header.account.focus();
      await user.keyboard('{Escape}');
      expect(popover).toBeInTheDocument();

      // A layer above (the header's guided tour) takes Escape first, in the capture phase, and marks it handled.
      const tour = (event: KeyboardEvent) => event.key === 'Escape' && event.preventDefault();
      document.addEventListener('keydown', tour, true);
      try {
        within(popover).getByRole('button', { name: 'Close' }).focus();
        await user.keyboard('{Escape}');
        expect(popover).toBeInTheDocument();
      } finally {
        document.removeEventListener('keydown', tour, true);
      }
      expect(api.callsTo('POST', '/svc/conversations/tutorial_seen')).toHaveLength(0);

      within(popover).getByRole('button', { name: 'Send a message' }).focus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
      expect(header.balloon).toHaveFocus();
      await waitFor(() => expect(api.callsTo('POST', '/svc/conversations/tutorial_seen')).toHaveLength(1));
    });

    it('gives the focus to the Messaging button when closed with ×, not to the page', async () => {
      const user = userEvent.setup();
      render(<MessagingRoot />);
      const popover = await screen.findByRole('dialog', { name: 'Talk to a blog' });
      await user.click(within(popover).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
      expect(header.balloon).toHaveFocus();
    });

    it('"Send a message" puts the focus in "To:", and the inbox gives it back to the Messaging button', async () => {
      const user = userEvent.setup();
      render(<MessagingRoot />);
      const popover = await screen.findByRole('dialog', { name: 'Talk to a blog' });
      await user.click(within(popover).getByRole('button', { name: 'Send a message' }));
      const inbox = await screen.findByRole('dialog', { name: 'Messages' });
      expect(within(inbox).getByLabelText('To:')).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
      expect(header.balloon).toHaveFocus();
    });
  });

  it("gives the focus to the page's main when closed where the header shows no Messaging button", async () => {
    const user = userEvent.setup();
    const main = document.body.appendChild(document.createElement('main'));
    main.tabIndex = -1;
    try {
      render(<MessagingRoot />);
      const popover = await screen.findByRole('dialog', { name: 'Talk to a blog' });
      await user.click(within(popover).getByRole('button', { name: 'Close' }));
      expect(main).toHaveFocus();
    } finally {
      main.remove();
    }
  });
});
