import { readReplyTo, REPLY_TO_COOKIE, replyToCookie, writeReplyTo } from './reply-to-cookie';

afterEach(() => {
  document.cookie = `${REPLY_TO_COOKIE}=; Max-Age=0; Path=/`;
});

it('is off when never chosen', () => {
  expect(readReplyTo('')).toBe(false);
  expect(readReplyTo('other=1')).toBe(false);
});

it('reads the choice among other cookies', () => {
  expect(readReplyTo(`a=b; ${REPLY_TO_COOKIE}=1; c=d`)).toBe(true);
  expect(readReplyTo(`${REPLY_TO_COOKIE}=0`)).toBe(false);
});

it('keeps the choice for one year (31536000 s), on the whole site', () => {
  expect(replyToCookie(true, false)).toBe(`${REPLY_TO_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax`);
  expect(replyToCookie(false, true)).toBe(`${REPLY_TO_COOKIE}=0; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);
});

it('writes and reads back through document.cookie', () => {
  writeReplyTo(true);
  expect(readReplyTo()).toBe(true);
  writeReplyTo(false);
  expect(readReplyTo()).toBe(false);
});
