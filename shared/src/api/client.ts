import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { FORM_KEY_HEADER, type Envelope } from '../contracts';
import { session } from '../session';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** The axios instance every remote uses: same-origin cookies, form key on every write, envelope unwrapped. */
export function createApiClient(baseURL = ''): AxiosInstance {
  const instance = axios.create({ baseURL, withCredentials: true, timeout: 20_000 });
  instance.interceptors.request.use((config) => {
    const method = (config.method ?? 'get').toLowerCase();
    if (!SAFE_METHODS.has(method)) {
      config.headers.set(FORM_KEY_HEADER, session.get().formKey);
    }
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(axios.isCancel(error) ? error : toApiError(error)),
  );
  return instance;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data as Partial<Envelope<unknown>> | undefined;
    const requestId = error.response?.headers?.['x-request-id'];
    return new ApiError(status, body?.meta?.msg ?? '', body?.errors ?? [], body ?? null, typeof requestId === 'string' ? requestId : null);
  }
  return new ApiError(0, '');
}

const client = createApiClient();

/** Calls that return the envelope's `response`, throwing ApiError on failure. */
export const api = {
  client,
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    const { data } = await client.get<Envelope<T>>(url, config);
    return data.response;
  },
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    const { data } = await client.post<Envelope<T>>(url, body, config);
    return data.response;
  },
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    const { data } = await client.delete<Envelope<T>>(url, config);
    return data.response;
  },
};

export function isCancel(error: unknown): boolean {
  return axios.isCancel(error);
}
