import { ACCOUNT_MESSAGES } from '@tumbledash/shared';
import { loginProblems } from './login-problems';

it('names each missing field with its own message', () => {
  expect(loginProblems({ email: '', password: '' })).toEqual({ email: ACCOUNT_MESSAGES.emailMissing, password: ACCOUNT_MESSAGES.passwordMissing });
  expect(loginProblems({ email: '   ', password: 'x' })).toEqual({ email: ACCOUNT_MESSAGES.emailMissing });
  expect(loginProblems({ email: 'demo@example.com', password: '' })).toEqual({ password: ACCOUNT_MESSAGES.passwordMissing });
});

it('has nothing to say about a filled-in form', () => {
  expect(loginProblems({ email: 'demo@example.com', password: ' ' })).toEqual({});
});
