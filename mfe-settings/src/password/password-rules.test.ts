import { passwordProblems, PASSWORDS_DIFFER } from './password-rules';

const ok = { current_password: null, new_password: null, new_password_again: null };

test('asks for the current password, 8 characters and the same new password twice, each by its field', () => {
  expect(passwordProblems({ current_password: '', new_password: '', new_password_again: '' })).toEqual({
    current_password: 'Enter your current password.',
    new_password: 'Enter a password.',
    new_password_again: null,
  });
  expect(passwordProblems({ current_password: 'old', new_password: 'short', new_password_again: 'short' })).toEqual({
    ...ok,
    new_password: 'Your password must be at least 8 characters.',
  });
  expect(passwordProblems({ current_password: 'old', new_password: 'long-enough', new_password_again: 'long-enougH' })).toEqual({
    ...ok,
    new_password_again: PASSWORDS_DIFFER,
  });
  expect(passwordProblems({ current_password: 'old', new_password: 'long-enough', new_password_again: 'long-enough' })).toEqual(ok);
});
