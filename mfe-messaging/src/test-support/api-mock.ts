import { api, ApiError, session, type Channel, type UserInfo } from '@tumbledash/shared';
import { channel, user } from './fixtures';

type RequestConfig = Parameters<typeof api.get>[1];

export interface ApiCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params: Record<string, unknown>;
  body: unknown;
}

export type Handler = (call: ApiCall) => unknown;

/** Answers api.get/post/delete from `routes` ("GET /svc/…"); anything else is a 404. Records every call. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const handle = async (method: ApiCall['method'], url: string, body: unknown, config?: RequestConfig) => {
    const parsed = new URL(url, 'http://localhost');
    const params: Record<string, unknown> = Object.fromEntries(parsed.searchParams.entries());
    Object.assign(params, (config?.params as Record<string, unknown>) ?? {});
    const call: ApiCall = { method, path: parsed.pathname, params, body };
    calls.push(call);
    const handler = routes[`${method} ${parsed.pathname}`];
    if (!handler) throw new ApiError(404, 'Not Found');
    return handler(call);
  };
  const get = jest.spyOn(api, 'get').mockImplementation((url, config) => handle('GET', url, undefined, config) as never);
  const post = jest.spyOn(api, 'post').mockImplementation((url, body, config) => handle('POST', url, body, config) as never);
  const del = jest.spyOn(api, 'delete').mockImplementation((url, config) => handle('DELETE', url, undefined, config) as never);
  return {
    calls,
    callsTo: (method: ApiCall['method'], path: string) => calls.filter((call) => call.method === method && call.path === path),
    restore: () => {
      get.mockRestore();
      post.mockRestore();
      del.mockRestore();
    },
  };
}

export const ALICE_CHANNELS: Channel[] = [channel('alice', { is_current: true }), channel('alice-art')];

export function signIn(patch: Partial<UserInfo> = {}, channels: Channel[] = ALICE_CHANNELS): UserInfo {
  const signedIn = user('alice', channels, patch);
  session.set({ user: signedIn, channels, flags: {}, formKey: 'form-key' });
  return signedIn;
}

export function signOut(): void {
  session.set({ user: null, channels: [], flags: {}, formKey: '' });
}
