import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/session.js';
import type { OpenGraphData } from '../contracts.js';
import { httpUrl } from '../compose/fields.js';
import { badRequest, ok } from '../http/envelope.js';
import { okEnvelope } from '../http/envelope-schema.js';
import { formKeyField } from '../posts/fields.js';
import { fetchHtml, UnreadablePageError, type PageFetchOptions } from './fetch.js';
import { parseOpenGraph } from './parse.js';

export const NOT_A_VALID_URL = 'Not a valid URL';
export const UNREADABLE_PAGE = 'Could not read that page.';

const value = (description: string) => ({ type: 'string', description }) as const;

const openGraphSchema = {
  body: {
    type: 'object',
    properties: {
      url: { type: 'string' },
      form_key: formKeyField,
    },
  },
  response: {
    200: okEnvelope({
      type: 'object',
      required: ['url', 'title', 'description', 'image', 'author', 'site_name'],
      properties: {
        url: value('The page read, after redirects.'),
        title: value('og:title, else <title>; missing values are empty.'),
        description: value('og:description, else <meta name="description">.'),
        image: value('og:image as an absolute http(s) URL, or empty.'),
        author: value('article:author, else <meta name="author">.'),
        site_name: value('og:site_name.'),
      },
    }),
  },
} as const;

/** POST /svc/post/opengraph (mfe-compose README): the link form's preview of a page. */
export async function openGraphRoutes(app: FastifyInstance, { fetchOptions }: { fetchOptions?: PageFetchOptions }): Promise<void> {
  app.post<{ Body: { url?: string } }>('/svc/post/opengraph', { schema: openGraphSchema }, async (request) => {
    requireUser(request);
    const raw = request.body?.url ?? '';
    const start = raw.length <= 2000 ? httpUrl(raw) : null;
    if (!start) throw badRequest(NOT_A_VALID_URL, [{ field: 'url', detail: NOT_A_VALID_URL }]);
    let page: { url: URL; html: string };
    try {
      page = await fetchHtml(start, fetchOptions);
    } catch (error) {
      if (!(error instanceof UnreadablePageError)) throw error;
      request.log.info({ url: start.href, reason: error.message }, 'opengraph: page not read');
      // Invalid input as far as the client can tell (the API's error answers: 400, 401, 403, 404, 409, 429).
      throw badRequest(UNREADABLE_PAGE, [{ field: 'url', detail: UNREADABLE_PAGE }]);
    }
    const data: OpenGraphData = { url: page.url.href, ...parseOpenGraph(page.html, page.url) };
    return ok(data);
  });
}
