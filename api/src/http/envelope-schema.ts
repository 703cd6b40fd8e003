/** The envelope's `meta` as a response schema describes it: the status and its message (`ok()` in envelope.ts). */
export const META_SCHEMA = { type: 'object', properties: { status: { type: 'integer' }, msg: { type: 'string' } } } as const;

/** The response schema of a successful answer: the envelope around `response`, the schema of what the call answers. */
export function okEnvelope<R extends object>(response: R) {
  return { type: 'object', required: ['meta', 'response'], properties: { meta: META_SCHEMA, response } } as const;
}
