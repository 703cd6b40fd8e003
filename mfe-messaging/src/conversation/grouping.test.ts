import { COLLAPSE_THRESHOLD_MS, TS_HEADER_THRESHOLD_MS, formatTsHeader, groupMessages } from './grouping';

const at = (sender: string, time: number) => ({ sender, time });

describe('groupMessages', () => {
  it('puts a header above the first message', () => {
    const [first] = groupMessages([at('a', 1000)]);
    expect(first).toMatchObject({ tsHeader: true, isCollapsed: false, collapseGroup: 0 });
  });

  it('adds a header only after a gap of more than one hour', () => {
    const base = 10_000_000;
    const grouped = groupMessages([
      at('a', base),
      at('b', base + TS_HEADER_THRESHOLD_MS),
      at('a', base + 2 * TS_HEADER_THRESHOLD_MS + 1),
    ]);
    expect(grouped.map((entry) => entry.tsHeader)).toEqual([true, false, true]);
  });

  it('collapses same-sender messages within one minute of the previous one', () => {
    const grouped = groupMessages([
      at('a', 0),
      at('a', COLLAPSE_THRESHOLD_MS),
      at('a', 2 * COLLAPSE_THRESHOLD_MS),
      at('a', 3 * COLLAPSE_THRESHOLD_MS + 1),
    ]);
    expect(grouped.map((entry) => entry.isCollapsed)).toEqual([false, true, true, false]);
    expect(grouped.map((entry) => entry.collapseGroup)).toEqual([0, 0, 0, 1]);
  });

  it('does not collapse across senders', () => {
    const grouped = groupMessages([at('a', 0), at('b', 10), at('a', 20)]);
    expect(grouped.map((entry) => entry.isCollapsed)).toEqual([false, false, false]);
    expect(grouped.map((entry) => entry.collapseGroup)).toEqual([0, 1, 2]);
  });

  it('never collapses a message that starts under a new header', () => {
    // Same sender, but more than an hour apart: a header, so a new group.
    const grouped = groupMessages([at('a', 0), at('a', TS_HEADER_THRESHOLD_MS + 5)]);
    expect(grouped[1]).toMatchObject({ tsHeader: true, isCollapsed: false, collapseGroup: 1 });
  });

  it('keeps the items themselves', () => {
    const items = [at('a', 1), at('b', 2)];
    expect(groupMessages(items).map((entry) => entry.item)).toEqual(items);
  });
});

describe('formatTsHeader', () => {
  const now = new Date(2024, 5, 14, 12, 0).getTime();

  it('says Today and Yesterday', () => {
    expect(formatTsHeader(new Date(2024, 5, 14, 9, 5).getTime(), now, 'en-US')).toBe('Today 9:05 AM');
    expect(formatTsHeader(new Date(2024, 5, 13, 21, 0).getTime(), now, 'en-US')).toBe('Yesterday 9:00 PM');
  });

  it('names the weekday within a week, then the date', () => {
    expect(formatTsHeader(new Date(2024, 5, 10, 8, 0).getTime(), now, 'en-US')).toBe('Monday 8:00 AM');
    expect(formatTsHeader(new Date(2024, 4, 1, 8, 0).getTime(), now, 'en-US')).toBe('May 1 8:00 AM');
    expect(formatTsHeader(new Date(2023, 4, 1, 8, 0).getTime(), now, 'en-US')).toBe('May 1, 2023 8:00 AM');
  });
});
