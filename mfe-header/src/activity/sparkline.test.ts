import { shouldDrawSparkline, sparklinePoints, sparklineText } from './sparkline';

const days = [
  { date: '2026-11-20', count: 0 },
  { date: '2026-11-21', count: 4 },
  { date: '2026-11-22', count: 2 },
];

test('draws only when some day has notes (B§5)', () => {
  expect(shouldDrawSparkline([])).toBe(false);
  expect(shouldDrawSparkline([{ date: '2026-11-20', count: 0 }])).toBe(false);
  expect(shouldDrawSparkline(days)).toBe(true);
});

test('maps counts to points, the busiest day at the top', () => {
  expect(sparklinePoints(days, 104, 24)).toBe('2,22 52,2 102,12');
});

test('says the total and the busiest day in words', () => {
  expect(sparklineText(days, 'en-US')).toBe('6 notes in the last 3 days, most on Nov 21 (4).');
  expect(sparklineText([{ date: '2026-11-20', count: 1 }], 'en-US')).toBe('1 note in the last 1 days, most on Nov 20 (1).');
});
