import type { PostType, UpdatePostRequest } from '../contracts.js';

/** POST /svc/post/update as updateSchema lets it through (generated from that schema into shared). */
export type UpdateRequest = UpdatePostRequest;

export const CREATABLE_TYPES: readonly PostType[] = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video'];

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const described = <T extends object>(description: string, schema: T) => ({ ...schema, description }) as const;
const SLOT = 65_536;
const stringMap = (maxLength: number) => ({ type: 'object', maxProperties: 20, additionalProperties: text(maxLength) }) as const;

export const updateSchema = {
  body: {
    type: 'object',
    required: ['channel_id', 'post'],
    properties: {
      channel_id: described('Name of the blog to post to (one of the user\'s channels).', { type: 'string', minLength: 1, maxLength: 100 }),
      post_id: described('Edit only: the post to change.', { type: 'string', pattern: '^[0-9]{1,19}$' }),
      editor_type: described('Format codes of A§4.1: 0 rich, 1 html, 2 markdown.', { type: 'integer', enum: [0, 1, 2] }),
      is_rich_text: described('Per slot: 1 when it holds HTML (sanitized), 0 when it is plain text.', { type: 'object', additionalProperties: { type: 'integer' } }),
      context_page: described('Page the form was opened from (dashboard, drafts, queue, inbox, blog, tagged, likes).', text(40)),
      context_id: described('Blog shown on that page, when there is one.', text(200)),
      post: {
        type: 'object',
        required: ['type', 'state'],
        properties: {
          type: described('Post type (A§3).', text(20)),
          state: described('State code of A§4.1: 0, 1, 2, on.2, private, "0 3" or 4.', text(20)),
          tags: described('Comma-separated tags, without #.', text(20_000)),
          slug: text(1000),
          publish_on: described('ISO 8601 instant; only with state on.2.', text(100)),
          source_url: text(2000),
          one: text(SLOT),
          two: text(SLOT),
          three: text(SLOT),
          photoset_layout: described('Photo posts: photos per row, top to bottom, e.g. "12".', text(20)),
          photoset_order: described('Photo posts: photo ids in display order, e.g. "o1,o2,o3".', text(500)),
          carousel_display: described('Photo posts of 2+ photos: true shows them as a carousel, false in the layout rows (A§3.3 carouselDisplay); absent: a carousel; true on another type is refused.', { type: 'boolean' }),
          enable_cta: described('Show a call-to-action button under the post (A§3.3 enableCTA, B§2); absent on an edit: the button is kept as it was.', { type: 'boolean' }),
          cta_text_code: described('The button\'s text (A§3.3 ctaTextCode, default 0): 0 Learn more, 1 Shop now, 2 Sign up, 3 Download, 4 Watch more, 5 Listen now, 6 Visit site.', { type: 'integer' }),
          cta_link_url: described('Where the button goes (A§3.3 ctaLinkUrl): an http, https, tumblr or mailto link (A§5.2; https: is prepended when the protocol is missing); needed when enable_cta is true.', text(2000)),
          cta_android_link_url: described('Where the button goes on Android (A§3.3 ctaAndroidLinkUrl), optional: a link as cta_link_url; kept only with enable_cta.', text(2000)),
          carousel_link_url: described('Photo posts: where the carousel leads (A§3.3 carouselLinkUrl), a link as cta_link_url; empty for none; absent on an edit: kept as it was.', text(2000)),
        },
      },
      markdown: described('Markdown source of the HTML slots when editor_type is 2.', { type: 'object', properties: { one: text(SLOT), two: text(SLOT), three: text(SLOT) } }),
      reblog_id: described('Reblog only: the post being reblogged.', { type: 'string', pattern: '^[0-9]{1,19}$' }),
      reblog_key: text(64),
      images: described('Photo: image URL per photo id (an upload, a photo already on the post, or an external image).', stringMap(2000)),
      caption: described('Photo: caption per photo id.', stringMap(2000)),
      thumbnail: described('Link: image URL; video: poster image of the checked embed.', text(2000)),
      excerpt: text(5000),
      author: text(500),
      id3_tags: { type: 'object', properties: { title: text(500), artist: text(500), album: text(500) } },
      album_art: text(2000),
      preuploaded_url: described('Audio and video: the URL answered by upload_audio / upload_video.', text(2000)),
      preuploaded_key: text(200),
      confirm_tos: described('Audio and video pre-uploads: the person may share the file.', { type: 'boolean' }),
      embed_code: described('Video: the embed HTML the embed check produced.', text(SLOT)),
      form_key: text(200),
    },
  },
} as const;
