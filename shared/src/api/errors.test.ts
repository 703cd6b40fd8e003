import { ApiError, kindOfStatus, TECHNICAL_TROUBLE } from './errors';

describe('kindOfStatus', () => {
  it.each([
    [0, 'network'],
    [400, 'invalid'],
    [413, 'invalid'],
    [415, 'invalid'],
    [422, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [429, 'rate-limited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
  ] as const)('%i → %s', (status, kind) => {
    expect(kindOfStatus(status)).toBe(kind);
  });
});

describe('ApiError (A§8.3)', () => {
  it('has the technical-trouble text of the spec, two spaces and all', () => {
    expect(TECHNICAL_TROUBLE).toBe('Sorry, we seem to be having technical trouble.  Please try again later.');
  });

  it.each([401, 404, 500, 0])('%i shows the technical-trouble alert, whatever the server said', (status) => {
    const error = new ApiError(status, 'Internal detail');
    expect(error.message).toBe(TECHNICAL_TROUBLE);
  });

  it('403 is forbidden and shows what the server said', () => {
    const error = new ApiError(403, 'Bad form key');
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe('Bad form key');
  });

  it('429 is rate-limited', () => {
    const error = new ApiError(429, "You've hit the daily limit on new conversations. Impressive.");
    expect(error.kind).toBe('rate-limited');
    expect(error.message).toBe("You've hit the daily limit on new conversations. Impressive.");
  });

  it('400 shows the server message, which says what is wrong', () => {
    const error = new ApiError(400, 'Your post needs a photo.');
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('Your post needs a photo.');
  });

  it('falls back to technical trouble when a client error comes without a message', () => {
    expect(new ApiError(400, '').message).toBe(TECHNICAL_TROUBLE);
    // Issue 12: a 403 is a forbidden message, never technical trouble.
    expect(new ApiError(403, '').message).toBe("You don't have permission to do that.");
  });

  it('gives the first error code and per-field messages', () => {
    const error = new ApiError(403, 'Forbidden', [
      { code: 7001, detail: 'Please verify your email address before talking to a blog.' },
      { field: 'email', detail: 'That email address is already in use.' },
    ]);
    expect(error.code).toBe(7001);
    expect(error.fieldMessage('email')).toBe('That email address is already in use.');
    expect(error.fieldMessage('password')).toBeUndefined();
    expect(new ApiError(409, 'x').code).toBeUndefined();
  });

  it('is retryable only for network and server failures', () => {
    expect(new ApiError(0, '').retryable).toBe(true);
    expect(new ApiError(503, '').retryable).toBe(true);
    expect(new ApiError(400, 'x').retryable).toBe(false);
    expect(new ApiError(403, 'x').retryable).toBe(false);
    expect(new ApiError(429, 'x').retryable).toBe(false);
  });

  it('is an Error named ApiError that keeps status, server message and body', () => {
    const body = { meta: { status: 404, msg: 'Not Found' }, response: null };
    const error = new ApiError(404, 'Not Found', [], body);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Not Found');
    expect(error.body).toBe(body);
  });
});
