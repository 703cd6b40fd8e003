import { formatNotes, formatPostDate, formatShortPostDate, postDate } from './format';

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

describe('formatShortPostDate', () => {
  const NOV_14_2023 = 1_700_000_000;
  it('gives month and day for this year, the year too before, in the given language and zone', () => {
    expect(formatShortPostDate(NOV_14_2023, Date.UTC(2023, 11, 31), 'en-US', 'UTC')).toBe('Nov 14');
    expect(formatShortPostDate(NOV_14_2023, Date.UTC(2024, 0, 1), 'en-US', 'UTC')).toBe('Nov 14, 2023');
    expect(formatShortPostDate(NOV_14_2023, Date.UTC(2023, 11, 31), 'de-DE', 'UTC')).toBe('14. Nov.');
  });

  it('decides the year in the reader’s zone', () => {
    // 2023-12-31 23:30 UTC is already 2024 in Tokyo.
    const newYearsEve = Date.UTC(2023, 11, 31, 23, 30) / 1000;
    expect(formatShortPostDate(newYearsEve, Date.UTC(2024, 0, 2), 'en-US', 'UTC')).toBe('Dec 31, 2023');
    expect(formatShortPostDate(newYearsEve, Date.UTC(2024, 0, 2), 'en-US', 'Asia/Tokyo')).toBe('Jan 1');
  });
});

describe('formatNotes', () => {
  it('says "{n} notes" with grouping, and "1 note"', () => {
    expect(formatNotes(0, 'en-US')).toBe('0 notes');
    expect(formatNotes(1, 'en-US')).toBe('1 note');
    expect(formatNotes(12345, 'en-US')).toBe('12,345 notes');
  });
});
