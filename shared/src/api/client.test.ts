import { AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { FORM_KEY_HEADER, type Envelope } from '../contracts';
import { ANONYMOUS, session } from '../session';
import { api, axiosInstance, isCancel, toApiError } from './client';
import { ApiError, TECHNICAL_TROUBLE } from './errors';

/** Answers every request of the shared client without the network, and records what was sent. */
function answer(status: number, body: unknown): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  client.defaults.adapter = adapter;
  return sent;
}

function envelope<T>(status: number, msg: string, response: T, errors?: Envelope<T>['errors']): Envelope<T> {
  return { meta: { status, msg }, response, ...(errors ? { errors } : {}) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

let client: AxiosInstance;
let originalAdapter: AxiosInstance['defaults']['adapter'];

beforeAll(async () => {
  client = await axiosInstance();
  originalAdapter = client.defaults.adapter;
});

beforeEach(() => {
  session.set({ ...ANONYMOUS, formKey: 'fk-secret' });
});

afterEach(() => {
  client.defaults.adapter = originalAdapter;
  session.set(ANONYMOUS);
});

describe('api', () => {
  it('returns the envelope response', async () => {
    answer(200, envelope(200, 'OK', { posts: [], next: null }));
    await expect(api.get('/svc/post/dashboard')).resolves.toEqual({ posts: [], next: null });
  });

  it('adds the form key header on POST and DELETE but not on GET', async () => {
    const sent = answer(200, envelope(200, 'OK', {}));
    await api.get('/svc/bootstrap');
    await api.post('/svc/post/like', { id: '1' });
    await api.delete('/svc/post/1');
    const [get, post, del] = sent;
    expect(get?.headers.get(FORM_KEY_HEADER)).toBeUndefined();
    expect(post?.headers.get(FORM_KEY_HEADER)).toBe('fk-secret');
    expect(del?.headers.get(FORM_KEY_HEADER)).toBe('fk-secret');
    expect(FORM_KEY_HEADER).toBe('x-tumblr-form-key');
  });

  it('reads the form key when the request is sent, so a new session applies at once', async () => {
    const sent = answer(200, envelope(200, 'OK', {}));
    session.set({ ...ANONYMOUS, formKey: 'fk-new' });
    await api.post('/svc/account/logout');
    expect(sent[0]?.headers.get(FORM_KEY_HEADER)).toBe('fk-new');
  });

  it('sends cookies with every call', async () => {
    const sent = answer(200, envelope(200, 'OK', {}));
    await api.get('/svc/bootstrap');
    expect(sent[0]?.withCredentials).toBe(true);
  });

  it.each([401, 404, 500])('%i fails with the technical-trouble message', async (status) => {
    answer(status, envelope(status, 'Server words', null));
    const error = await failure(api.post('/svc/post/like', { id: '1' }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(TECHNICAL_TROUBLE);
  });

  it('403 fails as forbidden', async () => {
    answer(403, envelope(403, 'Forbidden', null, [{ code: 7003, detail: 'Only followers' }]));
    const error = await failure(api.post('/svc/conversations/messages', {}));
    expect(error.kind).toBe('forbidden');
    expect(error.code).toBe(7003);
  });

  it('429 fails as rate-limited', async () => {
    answer(429, envelope(429, 'Too Many Requests', null));
    const error = await failure(api.get('/svc/conversations'));
    expect(error.kind).toBe('rate-limited');
  });

  it('400 fails with the server message and field messages', async () => {
    answer(400, envelope(400, 'Enter a password.', null, [{ field: 'password', detail: 'Enter a password.' }]));
    const error = await failure(api.post('/svc/account/register', {}));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('Enter a password.');
    expect(error.fieldMessage('password')).toBe('Enter a password.');
  });

  it('client.post answers axios\'s own response, with the form key and the caller\'s options', async () => {
    const sent = answer(200, envelope(200, 'OK', { id: 'u1' }));
    const progress = jest.fn();
    const response = await api.client.post('/svc/upload', { a: 1 }, { onUploadProgress: progress });
    expect(response.status).toBe(200);
    expect(response.data).toEqual(envelope(200, 'OK', { id: 'u1' }));
    expect(sent[0]?.headers.get(FORM_KEY_HEADER)).toBe('fk-secret');
    expect(sent[0]?.onUploadProgress).toBe(progress);
  });

  it('a body that is not an envelope still gives a classified error', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await failure(api.get('/svc/bootstrap'));
    expect(error.kind).toBe('server');
    expect(error.message).toBe(TECHNICAL_TROUBLE);
  });

  it('a request that never got an answer is a network error', async () => {
    client.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    const error = await failure(api.get('/svc/bootstrap'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe(TECHNICAL_TROUBLE);
  });

  it('lets a cancelled request through as a cancel, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    answer(200, envelope(200, 'OK', {}));
    const outcome = await api.get('/svc/post/dashboard', { signal: controller.signal }).catch((error: unknown) => error);
    expect(isCancel(outcome)).toBe(true);
    expect(outcome).not.toBeInstanceOf(ApiError);
  });
});

describe('toApiError', () => {
  it('passes an ApiError through and wraps anything else as a network error', () => {
    const existing = new ApiError(409, 'Conflict');
    expect(toApiError(existing)).toBe(existing);
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 0, kind: 'network' });
  });

  it('keeps the id the server gave the failed call', () => {
    const config = { headers: {} } as InternalAxiosRequestConfig;
    const response: AxiosResponse = {
      data: envelope(500, 'Internal Server Error', {}),
      status: 500,
      statusText: '500',
      headers: { 'x-request-id': 'req-7c1f9a20' },
      config,
    };
    const error = toApiError(new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response));
    expect(error).toMatchObject({ status: 500, requestId: 'req-7c1f9a20' });
  });
});
