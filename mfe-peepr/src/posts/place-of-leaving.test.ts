import { postAtPlaceOfLeaving } from './place-of-leaving';

it('names the next post still shown once a post left', () => {
  expect(postAtPlaceOfLeaving(['3', '2', '1'], ['3', '1'])).toBe('1');
  expect(postAtPlaceOfLeaving(['4', '3', '2', '1'], ['4', '1'])).toBe('1');
});

it('names the one before when the last post left, and none when the list is empty', () => {
  expect(postAtPlaceOfLeaving(['3', '2', '1'], ['3', '2'])).toBe('2');
  expect(postAtPlaceOfLeaving(['1'], [])).toBeNull();
});

it('says nothing when no post left: an edit in place, a new page', () => {
  expect(postAtPlaceOfLeaving(['3', '2'], ['3', '2'])).toBeUndefined();
  expect(postAtPlaceOfLeaving(['3', '2'], ['3', '2', '1'])).toBeUndefined();
});
