import { ACCOUNT_MESSAGES, validateRegistration, type RegisterInput } from './account';

const valid: RegisterInput = { email: 'alice@example.com', password: 'correct horse', blog_name: 'alice-blogs' };

describe('validateRegistration', () => {
  it('accepts a valid sign-up', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every missing field at once', () => {
    expect(validateRegistration({})).toEqual({
      email: 'Enter your email address.',
      password: 'Enter a password.',
      blog_name: 'Choose a blog name.',
    });
  });

  it('treats blank email and blog name as missing', () => {
    expect(validateRegistration({ ...valid, email: '   ', blog_name: ' ' })).toEqual({
      email: ACCOUNT_MESSAGES.emailMissing,
      blog_name: ACCOUNT_MESSAGES.blogNameMissing,
    });
  });

  it.each(['alice', 'alice@', 'alice@example', 'alice@example.c', 'al ice@example.com'])('rejects the email %p', (email) => {
    expect(validateRegistration({ ...valid, email }).email).toBe("That email address doesn't look right.");
  });

  it('trims the email before checking it', () => {
    expect(validateRegistration({ ...valid, email: '  alice@example.com ' }).email).toBeUndefined();
  });

  it('wants a password of at least 8 characters', () => {
    expect(validateRegistration({ ...valid, password: '1234567' }).password).toBe('Your password must be at least 8 characters.');
    expect(validateRegistration({ ...valid, password: '12345678' }).password).toBeUndefined();
  });

  it.each(['-alice', 'alice-', 'alice_blogs', 'alice.blogs', 'a'.repeat(33), 'blög'])('rejects the blog name %p', (blog_name) => {
    expect(validateRegistration({ ...valid, blog_name }).blog_name).toBe(
      'Blog names may use only letters, numbers and hyphens, up to 32 characters.',
    );
  });

  it.each(['a', 'a1', 'My-Blog-2', 'a'.repeat(32)])('accepts the blog name %p', (blog_name) => {
    expect(validateRegistration({ ...valid, blog_name }).blog_name).toBeUndefined();
  });

  it('keeps the texts the server answers with as well', () => {
    expect(ACCOUNT_MESSAGES).toMatchObject({
      emailTaken: 'That email address is already in use.',
      blogNameTaken: 'That blog name is already taken.',
      loginFailed: 'Your email or password were incorrect.',
    });
  });
});
