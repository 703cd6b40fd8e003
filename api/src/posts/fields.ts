/** JSON-schema pieces shared by the post routes. */

export const postIdField = { type: 'string', pattern: '^[0-9]{1,19}$' } as const;
export const keyField = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const blogNameField = { type: 'string', minLength: 1, maxLength: 100 } as const;
/** The session hook reads a form key from the body too, so bodies that forbid unknown fields allow it. */
export const formKeyField = { type: 'string', maxLength: 200 } as const;
export const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
export const offsetField = { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 } as const;

/** Pages an action can come from (A§2.9). */
export const LIKE_SOURCES = ['dashboard', 'tagged', 'likes', 'inbox', 'search', 'explore', 'tv', 'peepr', 'peepr-search', 'unknown'] as const;
export const sourceField = { type: 'string', enum: LIKE_SOURCES } as const;

/** A body object: the listed fields, nothing else (the dashboard README: unknown fields → 400). */
export function strictBody<P extends Record<string, unknown>, R extends readonly (keyof P & string)[]>(properties: P, required: R) {
  return { type: 'object', additionalProperties: false, required, properties: { ...properties, form_key: formKeyField } } as const;
}
