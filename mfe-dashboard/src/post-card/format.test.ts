import { formatNotes, formatPostDate, postDate } from './format';

describe('postDate', () => {
  it('reads Unix seconds', () => {
    expect(postDate(1_700_000_000).toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
});

describe('formatPostDate', () => {
  it('formats with Intl in the given language and zone', () => {
    expect(formatPostDate(1_700_000_000, 'en-US', 'UTC')).toBe('Nov 14, 2023, 10:13 PM');
    expect(formatPostDate(1_700_000_000, 'de-DE', 'UTC')).toBe('14.11.2023, 22:13');
  });
});

describe('formatNotes', () => {
  it('says "{n} notes" with grouping, and "1 note"', () => {
    expect(formatNotes(0, 'en-US')).toBe('0 notes');
    expect(formatNotes(1, 'en-US')).toBe('1 note');
    expect(formatNotes(12345, 'en-US')).toBe('12,345 notes');
  });
});
