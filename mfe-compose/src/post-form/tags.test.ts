import { addTags, cleanSlug, cleanTag } from './tags';

it('cleans a tag', () => {
  expect(cleanTag('  #cute   cats ')).toBe('cute cats');
  expect(cleanTag('#')).toBe('');
  expect(cleanTag('x'.repeat(200))).toHaveLength(140);
});

it('adds typed and pasted tags once each', () => {
  expect(addTags(['cats'], 'dogs, #Cats,  birds ,')).toEqual(['cats', 'dogs', 'birds']);
  expect(addTags([], ' , ')).toEqual([]);
});

it('makes a slug of lowercase words and hyphens', () => {
  expect(cleanSlug('My First Post!')).toBe('my-first-post');
  expect(cleanSlug('a  --  b')).toBe('a-b');
  expect(cleanSlug('a'.repeat(200))).toHaveLength(150);
});
