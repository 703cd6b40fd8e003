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
