import { passwordProblem, PASSWORDS_DIFFER } from './password-rules';

test('asks for 8 characters and the same password twice', () => {
  expect(passwordProblem('', '')).toBe('Enter a password.');
  expect(passwordProblem('short', 'short')).toBe('Your password must be at least 8 characters.');
  expect(passwordProblem('long-enough', 'long-enougH')).toBe(PASSWORDS_DIFFER);
  expect(passwordProblem('long-enough', 'long-enough')).toBeNull();
});
