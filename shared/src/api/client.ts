import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { FORM_KEY_HEADER, type Envelope } from '../contracts';
import { session } from '../session';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

let instance: Promise<AxiosInstance> | null = null;

/**
 * The axios instance every call goes through: same-origin cookies, form key on every write, failures as
 * ApiError. axios (20 KB gz) loads with the first call, not with the page: a page's first screen asks the
 * API nothing (the server wrote its data into the page), so it is not among the first screen's scripts.
 */
export function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const client = axios.create({ withCredentials: true, timeout: 20_000 });
    client.interceptors.request.use((config) => {
      const method = (config.method ?? 'get').toLowerCase();
      if (!SAFE_METHODS.has(method)) {
        config.headers.set(FORM_KEY_HEADER, session.get().formKey);
      }
      return config;
    });
    client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(isCancel(error) ? error : toApiError(error)));
    return client;
  });
  return instance;
}

/** axios's own errors, told apart by their public flag (axios itself may not be loaded yet). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as Partial<AxiosError>).isAxiosError === true;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data as Partial<Envelope<unknown>> | undefined;
    const requestId = error.response?.headers?.['x-request-id'];
    return new ApiError(status, body?.meta?.msg ?? '', body?.errors ?? [], body ?? null, typeof requestId === 'string' ? requestId : null);
  }
  return new ApiError(0, '');
}

/** A call given up on purpose (its AbortSignal fired): axios's `ERR_CANCELED`. */
export function isCancel(error: unknown): boolean {
  return isAxiosError(error) && error.code === 'ERR_CANCELED';
}

/** Calls that return the envelope's `response`, throwing ApiError on failure. */
export const api = {
  /** axios's own call, for what needs axios's response or options (an upload's progress). */
  client: {
    async post<T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      return (await axiosInstance()).post<T>(url, body, config);
    },
  },
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    const { data } = await (await axiosInstance()).get<Envelope<T>>(url, config);
    return data.response;
  },
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    const { data } = await (await axiosInstance()).post<Envelope<T>>(url, body, config);
    return data.response;
  },
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    const { data } = await (await axiosInstance()).delete<Envelope<T>>(url, config);
    return data.response;
  },
};
