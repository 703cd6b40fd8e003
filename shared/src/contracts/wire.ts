/**
 * Wire shapes taken from the API's OpenAPI document (openapi.d.ts, generated from the route schemas by
 * `npm run openapi:types -w api`): a request body is written once, in its route's schema.
 */
import type { paths } from './openapi';

export type { paths as ApiPaths } from './openapi';

/** The JSON body of `POST path`, as the route's schema lets it through. */
export type ApiRequestBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** POST /svc/post/update */
export type UpdatePostRequest = ApiRequestBody<'/svc/post/update'>;

/** POST /svc/post/submit: a post's content sent into another blog's submissions (B§2 Submit). */
export type SubmitPostRequest = ApiRequestBody<'/svc/post/submit'>;

/** The `response` of a call's 200 envelope, where the route's schema describes it. */
export type ApiResponse<P extends keyof paths, M extends 'get' | 'post'> = paths[P] extends {
  [K in M]: { responses: { 200: { content: { 'application/json': { response?: infer Response } } } } };
}
  ? Response
  : never;

/** POST /svc/platform/beacon: what a browser reports about one remote build (load error, render error, mount time). */
export type RemoteHealthReport = ApiRequestBody<'/svc/platform/beacon'>['events'][number];

/** GET /svc/platform/remotes: every remote's versions and browser-reported health (platform console). */
export type PlatformRemotes = ApiResponse<'/svc/platform/remotes', 'get'>;
