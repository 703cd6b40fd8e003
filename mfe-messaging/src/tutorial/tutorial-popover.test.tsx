import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import { bus } from '@tumbledash/shared';
import { MessagingRoot } from '../messaging/messaging-root';
import { mockApi, signIn } from '../test-support/api-mock';
import { CONFIG } from '../test-support/fixtures';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: jest.fn() }));

let api: ReturnType<typeof mockApi>;

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

  it('waits while the blog viewer or another overlay is open, then comes back', async () => {
    render(<MessagingRoot />);
    await screen.findByRole('dialog', { name: 'Talk to a blog' });
    act(() => bus.emit('peepr:opened', { blogName: 'bob' }));
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
    act(() => bus.emit('peepr:closed', {}));
    expect(screen.getByRole('dialog', { name: 'Talk to a blog' })).toBeInTheDocument();

    // A popover or modal of the shared UI (the header's activity popover, a confirm) renders into the body.
    const popover = document.createElement('div');
    popover.className = 'td-ui-popover';
    act(() => void document.body.append(popover));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument());
    act(() => popover.remove());
    expect(await screen.findByRole('dialog', { name: 'Talk to a blog' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/svc/conversations/tutorial_seen')).toHaveLength(0);
  });

  it('stays away once seen', async () => {
    localStorage.setItem('messaging:alice:tutorial-seen', '1');
    render(<MessagingRoot />);
    await waitFor(() => expect(api.callsTo('GET', '/svc/conversations/config')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Talk to a blog' })).not.toBeInTheDocument();
  });
});
