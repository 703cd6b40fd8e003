import { curlyQuote } from './smart-quotes';

it('opens a quote at the start, after a space or a bracket, and closes it after a word', () => {
  expect(curlyQuote('"', '')).toBe('\u201c');
  expect(curlyQuote('"', 'said ')).toBe('\u201c');
  expect(curlyQuote('"', '(')).toBe('\u201c');
  expect(curlyQuote('"', 'word')).toBe('\u201d');
  expect(curlyQuote("'", '')).toBe('\u2018');
  expect(curlyQuote("'", 'don')).toBe('\u2019');
});
