import { isLogEvent, LOG_EVENTS } from './behaviour-log';

it('knows A§7.5’s GIF and video events by category, and nothing else', () => {
  expect(LOG_EVENTS.gif).toEqual(['search', 'impression', 'select']);
  expect(isLogEvent('video', 'scrub')).toBe(true);
  expect(isLogEvent('video', 'initial_load_time')).toBe(true);
  expect(isLogEvent('gif', 'play')).toBe(false);
  expect(isLogEvent('toString', 'play')).toBe(false);
  expect(isLogEvent('__proto__', 'constructor')).toBe(false);
});
