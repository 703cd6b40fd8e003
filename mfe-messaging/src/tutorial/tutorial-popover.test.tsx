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
});
