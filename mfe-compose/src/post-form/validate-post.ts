import { POST_STATE_CODES, withProtocol } from '@tumbledash/shared';
import { isBlankHtml } from '../editor/html-text';
import { framesAPlayer } from '../embeds/embed-parser';
import { callToActionMessages } from './call-to-action';
import { fromLocalInput, type PostModel } from './post-model';
import { hasAcceptedProtocol, isValidHttpUrl } from './urls';

/** The messages of A§5.1, exactly. */
export const POST_MESSAGES = {
  textEmpty: 'Post body empty.',
  noPhotos: 'No photos specified.',
  uploadsInProgress: 'Uploads in progress.',
  noQuote: 'No quote.',
  loadingOpenGraph: 'Loading OpenGraph data.',
  noUrl: 'No url.',
  invalidUrl: 'Not a valid URL',
  noChat: 'No chat.',
  noAudio: 'Please choose an audio source before continuing.',
  agreement: 'You must agree that you have permission to share this file.',
  noEmbed: 'No embed specified.',
  directEmbedMissing: 'Direct embed missing.',
  noVideo: 'No video specified.',
  noQuestion: 'Post question empty.',
  /** Not in A§5.1: the api's /answer refuses a blank answer with it, and so does an edit of the answer. */
  noAnswer: 'Write an answer first.',
  pendingImages: 'There are still pending images.',
} as const;

/** The general type check of A§5.1, in the form of its 'Invalid "state" value'. */
export function invalidFieldMessage(field: string): string {
  return `Invalid "${field}" value`;
}

/** Work still running in the form that a save must wait for. */
export interface PendingWork {
  /** Photo, audio or video uploads not finished. */
  uploads: number;
  /** Images being uploaded into an editor. */
  images: number;
  openGraph: boolean;
}

export const NO_PENDING_WORK: PendingWork = { uploads: 0, images: 0, openGraph: false };

const DEFAULT_FIELD_TYPES: Record<string, 'string' | 'string[]'> = {
  tumblelog: 'string',
  publishOn: 'string',
  tags: 'string[]',
  customUrl: 'string',
  sourceUrl: 'string',
  addition: 'string',
};

const FIELD_NAMES: Record<string, string> = { customUrl: 'slug', sourceUrl: 'source_url', publishOn: 'publish_on', editorType: 'editor_type' };

function hasType(value: unknown, type: 'string' | 'string[]'): boolean {
  if (type === 'string') return typeof value === 'string';
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function generalMessages(model: PostModel, pending: PendingWork): string[] {
  const messages: string[] = [];
  const record = model as unknown as Record<string, unknown>;
  for (const [field, type] of Object.entries(DEFAULT_FIELD_TYPES)) {
    if (!hasType(record[field], type)) messages.push(invalidFieldMessage(FIELD_NAMES[field] ?? field));
  }
  if (!['rich', 'html', 'markdown'].includes(model.editorType)) messages.push(invalidFieldMessage('editor_type'));
  if (!Object.hasOwn(POST_STATE_CODES, model.state)) messages.push(invalidFieldMessage('state'));
  else if (model.state === 'scheduled' && !fromLocalInput(model.publishOn)) messages.push(invalidFieldMessage('publish_on'));
  // URLs must use an accepted protocol once https: is added where it was missing (A§5.2).
  if (typeof model.sourceUrl === 'string' && model.sourceUrl.trim() && !hasAcceptedProtocol(withProtocol(model.sourceUrl))) {
    messages.push(invalidFieldMessage('source_url'));
  }
  const slots = model.slots;
  if (slots.type === 'photo' && slots.linkthrough.trim() && !hasAcceptedProtocol(withProtocol(slots.linkthrough))) {
    messages.push(invalidFieldMessage('linkthrough'));
  }
  messages.push(...callToActionMessages(model.enableCTA, model.ctaLinkUrl));
  if (pending.images > 0) messages.push(POST_MESSAGES.pendingImages);
  return messages;
}

function typeMessages(model: PostModel, pending: PendingWork): string[] {
  const slots = model.slots;
  switch (slots.type) {
    case 'text':
      // A reblog may add nothing: the reblogged post is the content (A§5.1).
      return slots.title.trim() === '' && isBlankHtml(slots.body) && !model.reblog ? [POST_MESSAGES.textEmpty] : [];
    case 'photo': {
      if (pending.uploads > 0) return [POST_MESSAGES.uploadsInProgress];
      return slots.photos.length === 0 ? [POST_MESSAGES.noPhotos] : [];
    }
    case 'quote':
      return isBlankHtml(slots.quote) ? [POST_MESSAGES.noQuote] : [];
    case 'link':
      if (pending.openGraph) return [POST_MESSAGES.loadingOpenGraph];
      if (slots.url.trim() === '') return [POST_MESSAGES.noUrl];
      return isValidHttpUrl(slots.url) ? [] : [POST_MESSAGES.invalidUrl];
    case 'chat':
      return slots.chat.trim() === '' ? [POST_MESSAGES.noChat] : [];
    case 'audio':
      if (slots.service === 'upload') {
        if (pending.uploads > 0) return [POST_MESSAGES.uploadsInProgress];
        if (!slots.preuploadUrl) return [POST_MESSAGES.noAudio];
        return slots.confirmTos ? [] : [POST_MESSAGES.agreement];
      }
      return slots.url.trim() === '' ? [POST_MESSAGES.noAudio] : [];
    case 'video':
      if (slots.source === 'upload') {
        if (pending.uploads > 0) return [POST_MESSAGES.uploadsInProgress];
        if (!slots.preuploadUrl) return [POST_MESSAGES.noVideo];
        return slots.confirmTos ? [] : [POST_MESSAGES.agreement];
      }
      if (slots.embedCode.trim() === '') return [POST_MESSAGES.noEmbed];
      return slots.video && (!slots.video.unsupported || framesAPlayer(slots.video.embed_code)) ? [] : [POST_MESSAGES.directEmbedMissing];
    case 'note':
      if (slots.ask.trim() === '') return [POST_MESSAGES.noQuestion];
      return isBlankHtml(slots.answer) ? [POST_MESSAGES.noAnswer] : [];
  }
}

/**
 * Every message that stops a save (A§5.1), general ones first. A reblog's content is the reblogged
 * post, so only a text reblog's own check (which allows an empty addition) and the general checks apply.
 */
export function validatePost(model: PostModel, pending: PendingWork = NO_PENDING_WORK): string[] {
  const general = generalMessages(model, pending);
  if (model.reblog && model.slots.type !== 'text') return general;
  return [...general, ...typeMessages(model, pending)];
}
