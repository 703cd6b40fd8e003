import { ApiError } from '@tumbledash/shared';
import {
  CANT_SEND,
  DAILY_LIMIT,
  FOLLOW_FIRST,
  GENERIC_ERRORS,
  SEND_RETRY_ERRORS,
  VERIFY_EMAIL,
  describeFetchFailure,
  describeSendFailure,
  retryAfterMs,
  sameEpisodeText,
} from './error-text';

const apiError = (status: number, code?: number) => new ApiError(status, 'x', code ? [{ code, detail: 'x' }] : []);
const first = () => 0;

describe('send failures (B§8)', () => {
  it('uses the status-specific texts', () => {
    expect(describeSendFailure(apiError(403, 7001), 'bo', first)).toEqual({ status: 403, canRetry: false, text: VERIFY_EMAIL });
    expect(describeSendFailure(apiError(403, 7003), 'bo', first).text).toBe('Sorry, bo only allows messages from blogs they follow.');
    expect(describeSendFailure(apiError(409), 'bo', first)).toEqual({ status: 409, canRetry: true, text: FOLLOW_FIRST });
    expect(describeSendFailure(apiError(429), 'bo', first)).toEqual({ status: 429, canRetry: true, text: DAILY_LIMIT });
  });

  it('tells sending too fast (7005) from the daily limit (7004): the server\'s sentence, and a resend after its wait', () => {
    const sentence = "You're sending messages faster than anyone can read them. Try again in 55 seconds.";
    const detail = { code: 7005, detail: sentence, retry_after: 55 };
    const tooFast = new ApiError(429, sentence, [detail]);
    expect(describeSendFailure(tooFast, 'bo', first)).toEqual({
      status: 429,
      canRetry: true,
      text: sentence,
      retryAfterMs: 55_000,
    });
    expect(retryAfterMs(tooFast)).toBe(55_000);
    expect(describeSendFailure(apiError(429, 7004), 'bo', first)).toEqual({ status: 429, canRetry: true, text: DAILY_LIMIT });
    expect(retryAfterMs(apiError(429, 7004))).toBeNull();
  });

  it('makes 403 and 404 permanent: "Can\'t send this post."', () => {
    expect(describeSendFailure(apiError(403), 'bo', first)).toEqual({ status: 403, canRetry: false, text: CANT_SEND });
    expect(describeSendFailure(apiError(404), 'bo', first)).toEqual({ status: 404, canRetry: false, text: CANT_SEND });
  });

  it('picks a random retry text for other failures', () => {
    expect(describeSendFailure(apiError(500), 'bo', first)).toEqual({ status: 500, canRetry: true, text: SEND_RETRY_ERRORS[0] });
    expect(describeSendFailure(new Error('offline'), 'bo', () => 0.99)).toEqual({
      status: 0,
      canRetry: true,
      text: SEND_RETRY_ERRORS[SEND_RETRY_ERRORS.length - 1],
    });
  });
});

describe('sameEpisodeText', () => {
  it('keeps the random retry text of a message that fails again', () => {
    expect(sameEpisodeText(SEND_RETRY_ERRORS[2], SEND_RETRY_ERRORS[0])).toBe(SEND_RETRY_ERRORS[2]);
  });

  it('takes the new text for a new episode or a failure of another kind', () => {
    expect(sameEpisodeText(null, SEND_RETRY_ERRORS[0])).toBe(SEND_RETRY_ERRORS[0]);
    expect(sameEpisodeText(SEND_RETRY_ERRORS[2], CANT_SEND)).toBe(CANT_SEND);
    expect(sameEpisodeText('Try again in 55 seconds.', 'Try again in 30 seconds.')).toBe('Try again in 30 seconds.');
  });
});

describe('fetch failures (B§8)', () => {
  it('does not retry 403 or 429', () => {
    expect(describeFetchFailure(apiError(403), 'bo', first)).toEqual({ text: 'Something went screwy.', retryable: false });
    expect(describeFetchFailure(apiError(429), 'bo', first)).toEqual({ text: DAILY_LIMIT, retryable: false });
  });

  it('offers Retry with a random generic text otherwise', () => {
    expect(describeFetchFailure(apiError(500), 'bo', () => 0.5)).toEqual({ text: GENERIC_ERRORS[2], retryable: true });
  });
});
