import { messageActions } from './message-actions-rules';

describe('messageActions (B§6)', () => {
  it('offers Block, Report and Delete for a message from a known blog that is not the user’s', () => {
    expect(messageActions({ name: 'friendly', ownBlog: false })).toEqual(['block', 'report', 'delete']);
  });

  it('offers only Delete for the user’s own messages and for senders with no known name', () => {
    expect(messageActions({ name: 'tumbledemo', ownBlog: true })).toEqual(['delete']);
    expect(messageActions({ name: null, ownBlog: false })).toEqual(['delete']);
    expect(messageActions({ name: '', ownBlog: false })).toEqual(['delete']);
  });
});
