import { conversation, participant, textMessage } from '../test-support/fixtures';
import {
  cutPreview,
  freshSuggestions,
  hasMorePages,
  isUnread,
  joinNames,
  mergeConversations,
  messagePreview,
  shouldAppendSuggestions,
} from './inbox-rules';

const me = participant('me');
const them = participant('them');

describe('inbox rules', () => {
  it('cuts previews to 100 characters', () => {
    const long = 'x'.repeat(150);
    expect(cutPreview(long)).toBe(`${'x'.repeat(100)}…`);
    expect(cutPreview('short\n text')).toBe('short text');
  });

  it('describes the last message by type', () => {
    expect(messagePreview(textMessage('1', them.uuid, 'hey', 1), me.uuid)).toBe('hey');
    expect(messagePreview(textMessage('1', me.uuid, 'yo', 1), me.uuid)).toBe('You: yo');
    expect(messagePreview(textMessage('1', them.uuid, '', 1, { type: 'POSTREF' }), me.uuid)).toBe('Sent a post');
    expect(messagePreview(textMessage('1', me.uuid, '', 1, { type: 'IMAGE' }), me.uuid)).toBe('You sent a photo');
    expect(messagePreview(null, me.uuid)).toBe('');
  });

  it('calls a conversation unread when modified after last read', () => {
    expect(isUnread({ last_modified_ts: 5, last_read_ts: 4 })).toBe(true);
    expect(isUnread({ last_modified_ts: 5, last_read_ts: 5 })).toBe(false);
  });

  it('has more only after a full page of 10 with a next link', () => {
    expect(hasMorePages(10, { next: { href: '/svc/conversations?before=1' } })).toBe(true);
    expect(hasMorePages(9, { next: { href: '/x' } })).toBe(false);
    expect(hasMorePages(10, {})).toBe(false);
  });

  it('appends suggestions with 3 conversations or fewer and no more pages', () => {
    expect(shouldAppendSuggestions(3, false)).toBe(true);
    expect(shouldAppendSuggestions(4, false)).toBe(false);
    expect(shouldAppendSuggestions(0, true)).toBe(false);
  });

  it('merges pages newest first without doubles', () => {
    const a = conversation('a', me, them, { last_modified_ts: 10 });
    const b = conversation('b', me, participant('b'), { last_modified_ts: 30 });
    const newerA = { ...a, last_modified_ts: 40 };
    expect(mergeConversations([a, b], [newerA]).map((item) => [item.id, item.last_modified_ts])).toEqual([
      ['a', 40],
      ['b', 30],
    ]);
  });

  it('suggests only blogs not already talked to that can receive messages', () => {
    const list = [conversation('a', me, them)];
    const quiet = participant('quiet', { can_receive_messages: false });
    const fresh = participant('fresh');
    expect(freshSuggestions([them, quiet, fresh, me], list, me.uuid)).toEqual([fresh]);
  });

  it('joins names with commas and +', () => {
    expect(joinNames(['a'])).toBe('a');
    expect(joinNames(['a', 'b'])).toBe('a + b');
    expect(joinNames(['a', 'b', 'c'])).toBe('a, b + c');
  });
});
