import { textMessage } from '../test-support/fixtures';
import { newOutgoing } from '../send-queue/send-queue';
import { threadItems } from './thread-items';

const target = { key: 'k', participant: 'me', participants: ['them'], conversation_id: '1' };

describe('threadItems', () => {
  it('puts queued messages after stored ones and drops those the server already has', () => {
    const sentElsewhere = newOutgoing(target, { type: 'TEXT', message: 'dup' }, 'c1', 50);
    const waiting = newOutgoing(target, { type: 'TEXT', message: 'new' }, 'c2', 60);
    const messages = [textMessage('1', 'them', 'hi', 10), textMessage('1', 'me', 'dup', 20, { client_id: 'c1' })];
    expect(threadItems(messages, [sentElsewhere, waiting]).map((item) => item.id)).toEqual(['m:10', 'm:20', 'o:c2']);
  });

  it('hides a post without a thumbnail while it is pending', () => {
    const post = newOutgoing(target, { type: 'POSTREF', post: { id: '9' }, preview: null }, 'p', 5);
    expect(threadItems([], [post])).toHaveLength(1);
    expect(threadItems([], [{ ...post, status: 'pending' }])).toHaveLength(0);
  });
});
