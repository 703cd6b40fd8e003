import { describeUserAgent } from './user-agent';

test('names the browser and the system', () => {
  expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Chrome/130.0 Safari/537.36')).toBe('Chrome on Linux');
  expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
  expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe('Firefox on Windows');
  expect(describeUserAgent('curl/8.0')).toBe('Unknown device');
  expect(describeUserAgent(null)).toBe('Unknown device');
});
