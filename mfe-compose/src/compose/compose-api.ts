import { api, type SaveResponse } from '@tumbledash/shared';
import {
  ENDPOINTS,
  type FetchPostRequest,
  type FetchPostResponse,
  type FormBuilderData,
  type OpenGraphData,
  type SubmitPostRequest,
  type SubmitPostResponse,
  type UpdatePostRequest,
} from './api-types';

/** The post form's calls (A§7.2); tools (video data, GIF search, uploads) live with their features. */
export const composeApi = {
  formBuilderData: () => api.post<FormBuilderData>(ENDPOINTS.formBuilderData, {}),
  fetchPost: (request: FetchPostRequest) => api.post<FetchPostResponse>(ENDPOINTS.fetch, request),
  save: (request: UpdatePostRequest) => api.post<SaveResponse>(ENDPOINTS.update, request),
  submit: (request: SubmitPostRequest) => api.post<SubmitPostResponse>(ENDPOINTS.submit, request),
  openGraph: (url: string, signal?: AbortSignal) => api.post<OpenGraphData>(ENDPOINTS.openGraph, { url }, { signal }),
};
