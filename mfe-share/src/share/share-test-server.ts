// Test double of the api for this package's component tests (never imported by product code).
import { api, ApiError } from '@tumbledash/shared';

type Handler = (body: unknown, params: Record<string, string>) => unknown;

/** Routes `api.get`/`api.post` calls to handlers by "METHOD path"; unknown calls fail like a 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown; params: Record<string, string> }[] = [];
  const answer = (method: string) => async (url: string, bodyOrConfig?: unknown, config?: { params?: Record<string, string> }) => {
    const body = method === 'POST' ? bodyOrConfig : undefined;
    const params = (method === 'GET' ? (bodyOrConfig as { params?: Record<string, string> } | undefined)?.params : config?.params) ?? {};
    calls.push({ method, url, body, params });
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new ApiError(404, 'Not Found');
    return handler(body, params);
  };
  const get = jest.spyOn(api, 'get').mockImplementation(answer('GET') as typeof api.get);
  const post = jest.spyOn(api, 'post').mockImplementation(answer('POST') as typeof api.post);
  return {
    calls,
    posted: (url: string) => calls.filter((call) => call.method === 'POST' && call.url === url).map((call) => call.body),
    restore() {
      get.mockRestore();
      post.mockRestore();
    },
  };
}
