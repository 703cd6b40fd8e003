import { calendarDaysBetween, dateHeader, groupByDay } from './date-header';

// Local dates, so the tests hold in every time zone.
const now = new Date(2024, 2, 14, 9, 30); // Thursday, March 14 2024

describe('dateHeader', () => {
  it('says Today for any time earlier the same day', () => {
    expect(dateHeader(new Date(2024, 2, 14, 0, 1), now)).toBe('Today');
  });

  it('says Today for a time slightly in the future (clock skew)', () => {
    expect(dateHeader(new Date(2024, 2, 14, 23, 0), now)).toBe('Today');
  });

  it('says Yesterday for the previous calendar day, even less than 24 hours ago', () => {
    expect(dateHeader(new Date(2024, 2, 13, 23, 59), now)).toBe('Yesterday');
    expect(dateHeader(new Date(2024, 2, 13, 0, 0), now)).toBe('Yesterday');
  });

  it('counts days up to six days back', () => {
    expect(dateHeader(new Date(2024, 2, 12, 12), now)).toBe('2 days ago');
    expect(dateHeader(new Date(2024, 2, 8, 12), now)).toBe('6 days ago');
  });

  it('names weekday, month and day from a week back', () => {
    expect(dateHeader(new Date(2024, 2, 7, 12), now)).toBe('Thursday, March 7');
    expect(dateHeader(new Date(2023, 11, 25, 8), now)).toBe('Monday, December 25');
  });
});

describe('calendarDaysBetween', () => {
  it('counts calendar days across a month boundary', () => {
    expect(calendarDaysBetween(new Date(2024, 1, 28, 22), new Date(2024, 2, 1, 1))).toBe(2);
  });
});

describe('groupByDay', () => {
  const at = (date: Date) => ({ timestamp: Math.floor(date.getTime() / 1000) });

  it('keeps order and puts consecutive items of one day under one header', () => {
    const items = [
      at(new Date(2024, 2, 14, 9)),
      at(new Date(2024, 2, 14, 8)),
      at(new Date(2024, 2, 13, 20)),
      at(new Date(2024, 2, 1, 10)),
    ];
    const groups = groupByDay(items, now);
    expect(groups.map((group) => [group.header, group.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['Friday, March 1', 1],
    ]);
  });

  it('returns no groups for no items', () => {
    expect(groupByDay([], now)).toEqual([]);
  });
});
