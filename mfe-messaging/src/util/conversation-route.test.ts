import { conversationRouteBlog, emptyStatePath, newConversationPath } from './conversation-route';

describe('conversation routes', () => {
  it('reads the blog name of both link forms', () => {
    expect(conversationRouteBlog('/conversation/new/staff')).toBe('staff');
    expect(conversationRouteBlog('/messaging/conversation/some%20blog/')).toBe('some blog');
    expect(conversationRouteBlog('/dashboard')).toBeNull();
    expect(conversationRouteBlog('/conversation/new/')).toBeNull();
    expect(conversationRouteBlog('/conversation/new/%E0%A4%A')).toBeNull();
  });

  it('builds the links', () => {
    expect(newConversationPath('a b')).toBe('/conversation/new/a%20b');
    expect(emptyStatePath('staff')).toBe('/messaging/conversation/staff');
  });
});
