import {
  EDITOR_FORMAT_CODES,
  POST_STATE_CODES,
  type ChatLine,
  type ComposeMode,
  type DashboardPost,
  type EditorType,
  type PostContent,
  type PostState,
  type PostType,
  type TrailItem,
  withProtocol,
} from '@tumbledash/shared';
import type {
  EmbedData,
  FetchPostResponse,
  RichFlag,
  SlotValues,
  StateCode,
  UpdatePostRequest,
} from '../compose/api-types';
import { markdownToHtml } from '../editor/markdown';

/** A§9.1 */
export const MAX_PHOTOS = 10;
export const CAPTION_MAX_LENGTH = 200;

export interface PhotoSlot {
  /** o1, o2, … (A§3.5). */
  id: string;
  url: string;
  width: number;
  height: number;
  caption: string;
  /** Added by URL rather than uploaded. */
  external: boolean;
}

/** The content slots of each type as the form edits them (A§3.4). */
export type FormSlots =
  | { type: 'text'; title: string; body: string }
  | {
      type: 'photo';
      caption: string;
      linkthrough: string;
      photos: PhotoSlot[];
      layout: number[];
      /** 2+ photos: a carousel (the default) or the layout rows (A§3.3 carouselDisplay). */
      carouselDisplay: boolean;
    }
  | { type: 'quote'; quote: string; source: string }
  | { type: 'link'; title: string; url: string; caption: string; excerpt: string; author: string; thumbnail: string }
  /** One line per utterance, `label: phrase`. */
  | { type: 'chat'; title: string; chat: string }
  | {
      type: 'audio';
      caption: string;
      service: 'url' | 'upload';
      url: string;
      preuploadUrl: string;
      preuploadKey: string;
      trackTitle: string;
      trackArtist: string;
      trackAlbum: string;
      albumArt: string;
      confirmTos: boolean;
    }
  | {
      type: 'video';
      source: 'embed' | 'upload';
      /** What the person pasted: a URL or an embed code. */
      embedCode: string;
      caption: string;
      preuploadUrl: string;
      preuploadKey: string;
      /** The poster frame the server made of the uploaded video ('' when none). */
      preuploadPoster: string;
      confirmTos: boolean;
      /** Result of the embed check; null until it succeeded. */
      video: EmbedData | null;
    }
  | { type: 'note'; ask: string; answer: string; caption: string };

export type SlotsOf<T extends PostType> = Extract<FormSlots, { type: T }>;

/** What a reblog shows above the reblogger's addition: the reblogged content and the trail. */
export interface ReblogContext {
  /** The post being reblogged (new reblog only). */
  id: string | null;
  key: string | null;
  /** Blog the post is reblogged from. */
  fromBlog: string;
  content: PostContent;
  tree: TrailItem[];
}

/** The post model of the form (A§3.3). */
export interface PostModel {
  mode: ComposeMode;
  postId: string | null;
  tumblelog: string;
  state: PostState;
  /** Schedule time as a `datetime-local` value (the person's local time). */
  publishOn: string;
  tags: string[];
  customUrl: string;
  sourceUrl: string;
  editorType: EditorType;
  slots: FormSlots;
  reblog: ReblogContext | null;
  /** The reblogger's own words (reblogs only). */
  addition: string;
  /** A call-to-action button under the post (A§3.3 enableCTA, ctaTextCode, ctaLinkUrl). */
  enableCTA: boolean;
  ctaTextCode: number;
  ctaLinkUrl: string;
}

export function emptySlots(type: PostType): FormSlots {
  switch (type) {
    case 'text':
      return { type, title: '', body: '' };
    case 'photo':
      return { type, caption: '', linkthrough: '', photos: [], layout: [], carouselDisplay: true };
    case 'quote':
      return { type, quote: '', source: '' };
    case 'link':
      return { type, title: '', url: '', caption: '', excerpt: '', author: '', thumbnail: '' };
    case 'chat':
      return { type, title: '', chat: '' };
    case 'audio':
      return {
        type,
        caption: '',
        service: 'url',
        url: '',
        preuploadUrl: '',
        preuploadKey: '',
        trackTitle: '',
        trackArtist: '',
        trackAlbum: '',
        albumArt: '',
        confirmTos: false,
      };
    case 'video':
      return {
        type,
        source: 'embed',
        embedCode: '',
        caption: '',
        preuploadUrl: '',
        preuploadKey: '',
        preuploadPoster: '',
        confirmTos: false,
        video: null,
      };
    case 'note':
      return { type, ask: '', answer: '', caption: '' };
  }
}

function baseModel(mode: ComposeMode, tumblelog: string, slots: FormSlots): PostModel {
  return {
    mode,
    postId: null,
    tumblelog,
    state: 'published',
    publishOn: '',
    tags: [],
    customUrl: '',
    sourceUrl: '',
    editorType: 'rich',
    slots,
    reblog: null,
    addition: '',
    enableCTA: false,
    ctaTextCode: 0,
    ctaLinkUrl: '',
  };
}

export function newPostModel(type: PostType, tumblelog: string): PostModel {
  return baseModel('new', tumblelog, emptySlots(type));
}

/** A reblog of the fetched post onto `tumblelog`; its own contribution is already the last trail item. */
export function reblogPostModel(parent: DashboardPost, tumblelog: string): PostModel {
  return {
    ...baseModel('reblog', tumblelog, emptySlots(parent.type)),
    reblog: { id: parent.id, key: parent.reblog_key, fromBlog: parent.tumblelog, content: parent.content, tree: [...parent.trail] },
  };
}

export function chatToText(lines: ChatLine[]): string {
  return lines.map((line) => (line.label ? `${line.label}: ${line.phrase}` : line.phrase)).join('\n');
}

/** The `datetime-local` value (local time, minutes) of an instant. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a `datetime-local` value, or null when it is not a date. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function slotsFromContent(content: PostContent, markdown: SlotValues | null, isCarousel: boolean): FormSlots {
  const md = markdown ?? {};
  switch (content.type) {
    case 'text':
      return { type: 'text', title: content.title, body: md.two ?? content.body };
    case 'photo':
      return {
        type: 'photo',
        caption: md.two ?? content.caption,
        linkthrough: content.linkthrough,
        photos: content.photos.map((photo, index) => ({
          id: `o${index + 1}`,
          url: photo.url,
          width: photo.width,
          height: photo.height,
          caption: photo.caption,
          external: false,
        })),
        layout: [...content.layout],
        // One photo has no display to choose: a second one makes a carousel, as for a new post.
        carouselDisplay: content.photos.length < 2 || isCarousel,
      };
    case 'quote':
      return { type: 'quote', quote: md.one ?? content.quote, source: md.two ?? content.source };
    case 'link':
      return {
        type: 'link',
        title: content.title,
        url: content.url,
        caption: md.three ?? content.caption,
        excerpt: content.excerpt,
        author: content.author,
        thumbnail: content.thumbnail,
      };
    case 'chat':
      return { type: 'chat', title: content.title, chat: chatToText(content.chat) };
    case 'audio': {
      const uploaded = content.url.startsWith('/media/');
      return {
        ...(emptySlots('audio') as SlotsOf<'audio'>),
        caption: md.two ?? content.caption,
        service: uploaded ? 'upload' : 'url',
        url: uploaded ? '' : content.url,
        preuploadUrl: uploaded ? content.url : '',
        // The permission was given when the file was first posted.
        confirmTos: uploaded,
        trackTitle: content.trackTitle,
        trackArtist: content.trackArtist,
        trackAlbum: content.trackAlbum,
        albumArt: content.albumArt,
      };
    }
    case 'video': {
      const embedded = content.embedCode !== '';
      return {
        ...(emptySlots('video') as SlotsOf<'video'>),
        source: embedded ? 'embed' : 'upload',
        caption: md.two ?? content.caption,
        embedCode: embedded ? content.embedCode : '',
        video: embedded
          ? {
              thumbnail: content.poster,
              url: content.url,
              embed_render_context: '',
              preview_iframe: '',
              embed_code: content.embedCode,
              unsupported: false,
            }
          : null,
        preuploadUrl: embedded ? '' : content.url,
        preuploadPoster: embedded ? '' : content.poster,
        confirmTos: !embedded,
      };
    }
    case 'note':
      return { type: 'note', ask: content.ask, answer: md.two ?? content.answer, caption: md.three ?? content.caption };
  }
}

/** The form of a post being edited, from POST /svc/post/fetch. */
export function editPostModel({ post, editor_type, markdown }: FetchPostResponse): PostModel {
  const cta = post.cta ?? null;
  const model: PostModel = {
    ...baseModel('edit', post.tumblelog, slotsFromContent(post.content, markdown, post.is_carousel)),
    postId: post.id,
    state: post.state,
    publishOn: post.state === 'scheduled' ? toLocalInput(post.publish_on) : '',
    tags: [...post.tags],
    customUrl: post.slug,
    sourceUrl: post.source_url,
    editorType: editor_type,
    enableCTA: cta !== null,
    ctaTextCode: cta?.text_code ?? 0,
    ctaLinkUrl: cta?.link_url ?? '',
  };
  if (post.root_id === post.id) return model;
  // A reblog: the content is the reblogged one; the blog's own words are its own trail item.
  const own = post.trail.find((item) => item.post_id === post.id);
  return {
    ...model,
    slots: emptySlots(post.type),
    reblog: {
      id: null,
      key: null,
      fromBlog: post.reblog_source?.name ?? post.parent_blog?.name ?? '',
      content: post.content,
      tree: post.trail.filter((item) => item !== own),
    },
    addition: markdown?.two ?? own?.content_html ?? '',
  };
}

/** Photos per row: pairs, with a single photo first when the count is odd (A§3.4 layout). */
export function defaultLayout(count: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [1];
  const rows: number[] = count % 2 === 1 ? [1] : [];
  for (let index = 0; index < Math.floor(count / 2); index += 1) rows.push(2);
  return rows;
}

/** Next free photo id: o1, o2, … */
export function nextPhotoId(photos: PhotoSlot[]): string {
  const used = photos.map((photo) => Number(photo.id.slice(1))).filter(Number.isFinite);
  return `o${Math.max(0, ...used) + 1}`;
}

/** Photo captions are cut to 200 characters (A§5.2). */
export function cutCaption(caption: string): string {
  return Array.from(caption).slice(0, CAPTION_MAX_LENGTH).join('');
}

/** Which of post[one], post[two], post[three] hold HTML, per type (README: slot mapping). */
export function richFlags(model: PostModel): { one: RichFlag; two: RichFlag; three: RichFlag } {
  if (model.reblog) return { one: 0, two: 1, three: 0 };
  switch (model.slots.type) {
    case 'quote':
      return { one: 1, two: 1, three: 0 };
    case 'link':
      return { one: 0, two: 0, three: 1 };
    case 'chat':
      return { one: 0, two: 0, three: 0 };
    case 'note':
      return { one: 0, two: 1, three: 1 };
    default:
      return { one: 0, two: 1, three: 0 };
  }
}

/** post[one], post[two], post[three] of the model (README: slot mapping). */
export function slotValues(model: PostModel): { one: string; two: string; three: string } {
  if (model.reblog) return { one: '', two: model.addition, three: '' };
  const slots = model.slots;
  switch (slots.type) {
    case 'text':
      return { one: slots.title, two: slots.body, three: '' };
    case 'photo':
      return { one: '', two: slots.caption, three: withProtocol(slots.linkthrough) };
    case 'quote':
      return { one: slots.quote, two: slots.source, three: '' };
    case 'link':
      return { one: slots.title, two: slots.url.trim(), three: slots.caption };
    case 'chat':
      return { one: slots.title, two: slots.chat, three: '' };
    case 'audio':
      return { one: slots.service === 'url' ? slots.url.trim() : '', two: slots.caption, three: '' };
    case 'video':
      return { one: slots.source === 'embed' ? slots.embedCode.trim() : '', two: slots.caption, three: '' };
    case 'note':
      return { one: slots.ask, two: slots.answer, three: slots.caption };
  }
}

export function stateCode(state: PostState): StateCode {
  return POST_STATE_CODES[state] as StateCode;
}

function typeFields(model: PostModel): Partial<UpdatePostRequest> {
  if (model.reblog) return {};
  const slots = model.slots;
  switch (slots.type) {
    case 'photo':
      return {
        images: Object.fromEntries(slots.photos.map((photo) => [photo.id, photo.url])),
        caption: Object.fromEntries(slots.photos.map((photo) => [photo.id, cutCaption(photo.caption)])),
      };
    case 'link':
      return { thumbnail: slots.thumbnail, excerpt: slots.excerpt, author: slots.author };
    case 'audio':
      return {
        id3_tags: { title: slots.trackTitle, artist: slots.trackArtist, album: slots.trackAlbum },
        album_art: slots.albumArt,
        ...(slots.service === 'upload'
          ? { preuploaded_url: slots.preuploadUrl, preuploaded_key: slots.preuploadKey, confirm_tos: slots.confirmTos }
          : {}),
      };
    case 'video':
      return slots.source === 'upload'
        ? { preuploaded_url: slots.preuploadUrl, preuploaded_key: slots.preuploadKey, confirm_tos: slots.confirmTos }
        : { embed_code: slots.video?.embed_code ?? '', thumbnail: slots.video?.thumbnail ?? '' };
    default:
      return {};
  }
}

export interface SaveContext {
  /** Page under the form (README: context_page). */
  contextPage: string;
  contextId: string;
}

/** The body of POST /svc/post/update for the model (README: Server contract). */
export function toUpdateRequest(model: PostModel, context: SaveContext): UpdatePostRequest {
  const flags = richFlags(model);
  const raw = slotValues(model);
  const markdown = model.editorType === 'markdown';
  const render = (value: string, flag: RichFlag) => (markdown && flag === 1 ? markdownToHtml(value) : value);
  const publishOn = model.state === 'scheduled' ? fromLocalInput(model.publishOn) : null;
  const post: UpdatePostRequest['post'] = {
    type: model.slots.type,
    state: stateCode(model.state),
    one: render(raw.one, flags.one),
    two: render(raw.two, flags.two),
    three: render(raw.three, flags.three),
    tags: model.tags.join(','),
    slug: model.customUrl.trim(),
    publish_on: publishOn ? publishOn.toISOString() : '',
    source_url: withProtocol(model.sourceUrl),
  };
  if (model.slots.type === 'photo' && !model.reblog) {
    const layout = model.slots.layout.length ? model.slots.layout : defaultLayout(model.slots.photos.length);
    post.photoset_layout = layout.join('');
    post.photoset_order = model.slots.photos.map((photo) => photo.id).join(',');
    post.carousel_display = model.slots.carouselDisplay;
  }
  post.enable_cta = model.enableCTA;
  if (model.enableCTA) {
    post.cta_text_code = model.ctaTextCode;
    post.cta_link_url = withProtocol(model.ctaLinkUrl);
  }
  const request: UpdatePostRequest = {
    channel_id: model.tumblelog,
    editor_type: EDITOR_FORMAT_CODES[model.editorType] as UpdatePostRequest['editor_type'],
    is_rich_text: flags,
    context_page: context.contextPage,
    context_id: context.contextId,
    post,
    ...typeFields(model),
  };
  if (model.mode === 'edit' && model.postId) request.post_id = model.postId;
  if (model.mode === 'reblog' && model.reblog?.id && model.reblog.key) {
    request.reblog_id = model.reblog.id;
    request.reblog_key = model.reblog.key;
  }
  if (markdown) {
    request.markdown = Object.fromEntries(
      (['one', 'two', 'three'] as const).filter((slot) => flags[slot] === 1).map((slot) => [slot, raw[slot]]),
    );
  }
  return request;
}

/** The rich slots of the model, and a way to set them (used when the editor type changes). */
export function mapRichValues(model: PostModel, map: (value: string) => string): PostModel {
  if (model.reblog) return { ...model, addition: map(model.addition) };
  const slots = model.slots;
  switch (slots.type) {
    case 'text':
      return { ...model, slots: { ...slots, body: map(slots.body) } };
    case 'photo':
    case 'audio':
    case 'video':
      return { ...model, slots: { ...slots, caption: map(slots.caption) } };
    case 'quote':
      return { ...model, slots: { ...slots, quote: map(slots.quote), source: map(slots.source) } };
    case 'link':
      return { ...model, slots: { ...slots, caption: map(slots.caption) } };
    case 'note':
      return { ...model, slots: { ...slots, answer: map(slots.answer), caption: map(slots.caption) } };
    case 'chat':
      return model;
  }
}

/** Compared to decide whether closing needs a confirmation (A§4.2). */
export function sameContent(a: PostModel, b: PostModel): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
