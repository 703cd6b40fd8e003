import type { ApiErrorDetail, MessageType } from '../contracts.js';
import { badRequest } from '../http/envelope.js';
import { MESSAGE_MAX_LENGTH } from './rules.js';

/** A message to send, from a JSON body or from the fields of a multipart image upload. */
export interface SendInput {
  clientId: string;
  participant: string;
  conversationId: string | null;
  participants: string[] | null;
  type: MessageType;
  text: string;
  post: { id: string; blog: string | null } | null;
  stickerId: string | null;
  context: string | undefined;
}

const TYPES: readonly MessageType[] = ['TEXT', 'POSTREF', 'IMAGE', 'STICKER'];
const ID = /^[0-9]{1,19}$/;
const KNOWN_FIELDS = new Set(['client_id', 'participant', 'conversation_id', 'participants', 'type', 'message', 'post', 'sticker_id', 'context', 'form_key']);

function fail(field: string, detail: string): never {
  const errors: ApiErrorDetail[] = [{ field, detail }];
  throw badRequest(detail, errors);
}

function optionalString(raw: Record<string, unknown>, field: string, max: number): string | undefined {
  const value = raw[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') fail(field, `${field} must be a string.`);
  if (value.length > max) fail(field, `${field} must be at most ${max} characters.`);
  return value;
}

function requiredString(raw: Record<string, unknown>, field: string, max: number): string {
  const value = optionalString(raw, field, max);
  if (value === undefined) fail(field, `${field} is required.`);
  return value;
}

function participantsOf(raw: Record<string, unknown>): string[] | null {
  const value = raw.participants;
  if (value === undefined || value === null || value === '') return null;
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.length > 10 || !list.every((item) => typeof item === 'string' && item.length <= 64)) {
    fail('participants', 'participants must be a list of blog uuids.');
  }
  return (list as string[]).map((item) => item.trim()).filter(Boolean);
}

/** Checks the body of POST /svc/conversations/messages; 400 with a message that says what is wrong. */
export function parseSendInput(raw: unknown, hasImage: boolean): SendInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail('body', 'The message is missing.');
  const body = raw as Record<string, unknown>;
  const unknown = Object.keys(body).find((key) => !KNOWN_FIELDS.has(key));
  if (unknown) fail(unknown, `${unknown} is not a known field.`);
  const clientId = requiredString(body, 'client_id', 64);
  const participant = requiredString(body, 'participant', 64);
  const conversationId = optionalString(body, 'conversation_id', 19) ?? null;
  if (conversationId !== null && !ID.test(conversationId)) fail('conversation_id', 'conversation_id is not valid.');
  const participants = participantsOf(body);
  if (conversationId === null && (participants === null || participants.length === 0)) {
    fail('conversation_id', 'conversation_id or participants is required.');
  }
  const type = body.type;
  if (typeof type !== 'string' || !TYPES.includes(type as MessageType)) fail('type', `type must be one of: ${TYPES.join(', ')}.`);

  const input: SendInput = {
    clientId,
    participant,
    conversationId,
    participants,
    type: type as MessageType,
    text: '',
    post: null,
    stickerId: null,
    context: optionalString(body, 'context', 200),
  };
  switch (input.type) {
    case 'TEXT': {
      const message = optionalString(body, 'message', MESSAGE_MAX_LENGTH) ?? '';
      if (message.trim() === '') fail('message', 'An empty message is not sent.');
      input.text = message;
      break;
    }
    case 'POSTREF': {
      const post = body.post;
      if (!post || typeof post !== 'object' || Array.isArray(post)) fail('post', 'post is required.');
      const { id, blog } = post as Record<string, unknown>;
      if (typeof id !== 'string' || !ID.test(id)) fail('post.id', 'post.id is not a valid post id.');
      if (blog !== undefined && blog !== null && (typeof blog !== 'string' || blog.length > 64)) fail('post.blog', 'post.blog is not valid.');
      input.post = { id, blog: typeof blog === 'string' && blog ? blog : null };
      break;
    }
    case 'STICKER':
      input.stickerId = requiredString(body, 'sticker_id', 100);
      break;
    case 'IMAGE':
      if (!hasImage) fail('data', 'The image file is missing.');
      break;
  }
  if (hasImage && input.type !== 'IMAGE') fail('type', 'An image is sent with type IMAGE.');
  return input;
}
