import type { PostType } from '../contracts.js';

/** POST /svc/post/update, as the schema lets it through (mfe-compose/src/compose/api-types.ts). */
export interface UpdateRequest {
  channel_id: string;
  post_id?: string;
  editor_type?: 0 | 1 | 2;
  context_page?: string;
  context_id?: string;
  post: {
    type: string;
    state: string;
    tags?: string;
    slug?: string;
    publish_on?: string;
    source_url?: string;
    one?: string;
    two?: string;
    three?: string;
    photoset_layout?: string;
    photoset_order?: string;
  };
  markdown?: { one?: string; two?: string; three?: string };
  reblog_id?: string;
  reblog_key?: string;
  images?: Record<string, string>;
  caption?: Record<string, string>;
  thumbnail?: string;
  excerpt?: string;
  author?: string;
  id3_tags?: { title?: string; artist?: string; album?: string };
  album_art?: string;
  preuploaded_url?: string;
  preuploaded_key?: string;
  confirm_tos?: boolean;
  embed_code?: string;
}

export const CREATABLE_TYPES: readonly PostType[] = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'];

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const SLOT = 65_536;
const stringMap = (maxLength: number) => ({ type: 'object', maxProperties: 20, additionalProperties: text(maxLength) }) as const;

export const updateSchema = {
  body: {
    type: 'object',
    required: ['channel_id', 'post'],
    properties: {
      channel_id: { type: 'string', minLength: 1, maxLength: 100 },
      post_id: { type: 'string', pattern: '^[0-9]{1,19}$' },
      editor_type: { type: 'integer', enum: [0, 1, 2] },
      is_rich_text: { type: 'object', additionalProperties: { type: 'integer' } },
      context_page: text(40),
      context_id: text(200),
      post: {
        type: 'object',
        required: ['type', 'state'],
        properties: {
          type: text(20),
          state: text(20),
          tags: text(20_000),
          slug: text(1000),
          publish_on: text(100),
          source_url: text(2000),
          one: text(SLOT),
          two: text(SLOT),
          three: text(SLOT),
          photoset_layout: text(20),
          photoset_order: text(500),
        },
      },
      markdown: { type: 'object', properties: { one: text(SLOT), two: text(SLOT), three: text(SLOT) } },
      reblog_id: { type: 'string', pattern: '^[0-9]{1,19}$' },
      reblog_key: text(64),
      images: stringMap(2000),
      caption: stringMap(2000),
      thumbnail: text(2000),
      excerpt: text(5000),
      author: text(500),
      id3_tags: { type: 'object', properties: { title: text(500), artist: text(500), album: text(500) } },
      album_art: text(2000),
      preuploaded_url: text(2000),
      preuploaded_key: text(200),
      confirm_tos: { type: 'boolean' },
      embed_code: text(SLOT),
      form_key: text(200),
    },
  },
} as const;
