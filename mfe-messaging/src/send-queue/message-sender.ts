import { session, type Message, type Sticker } from '@tumbledash/shared';
import type { GifResult, SendMessageBody, SendMessageResponse } from '../api/api-types';
import * as messagingApi from '../api/messaging-api';
import { allowedContext } from '../conversation/compose-rules';
import type { LoadedImage } from '../conversation/image-rules';
import { describeSendFailure, sameEpisodeText, type Random } from '../errors/error-text';
import { playSound } from '../notify/sounds';
import type { MessagingState } from '../store/messaging-state';
import type { Store } from '../store/store';
import type { SafeStorage } from '../util/storage';
import { findWindow } from '../window-state/window-state';
import { othersIn, type WindowStore } from '../window-state/window-store';
import { Outbox } from './outbox';
import type { OutgoingContent, OutgoingMessage } from './send-queue';

export interface MessageSenderOptions {
  user: string;
  storage: SafeStorage;
  store: Store<MessagingState>;
  windows: WindowStore;
  random: Random;
  /** The first message created the conversation: it has an id now. */
  created: (key: string, id: string) => void;
  /** The server stored a message: it shows in the conversation, the other tabs and the inbox. */
  delivered: (entry: OutgoingMessage, response: SendMessageResponse, message: Message) => void;
  /** The queue in storage changed: the other tabs reload it. */
  stored: () => void;
  locks?: LockManager | null;
  newId?: () => string;
}

/** The request for one queued message; `conversationId` is null for the first message of a new conversation. */
export function sendRequest(entry: OutgoingMessage, conversationId: string | null, file: Blob | null): Promise<SendMessageResponse> {
  const body: SendMessageBody = {
    client_id: entry.client_id,
    participant: entry.participant,
    type: entry.content.type,
    ...(conversationId ? { conversation_id: conversationId } : { participants: entry.participants }),
  };
  const { content } = entry;
  switch (content.type) {
    case 'TEXT':
      return messagingApi.sendMessage({ ...body, message: content.message });
    case 'POSTREF':
      return messagingApi.sendMessage({ ...body, post: content.post, context: allowedContext(content.context) });
    case 'STICKER':
      return messagingApi.sendMessage({ ...body, sticker_id: content.sticker.id });
    case 'IMAGE':
      return messagingApi.sendImageMessage({ ...body, context: allowedContext(content.context) }, file as Blob, content.image.name);
  }
}

function readDataUrl(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/**
 * Sending: what the compose box, pickers and share make of a message, the outgoing queue (`Outbox`: storage,
 * one tab sending, retries) mirrored in the state, the requests, the failure banner of a conversation with
 * Retry and Discard, and what a stored message changes in its conversation.
 */
export class MessageSender {
  readonly outbox: Outbox;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: MessageSenderOptions) {
    this.outbox = new Outbox({
      user: options.user,
      storage: options.storage,
      send: (entry, file) => sendRequest(entry, this.conversationId(entry), file),
      describeFailure: (error, entry) => describeSendFailure(error, options.windows.otherName(entry.key), options.random),
      onSent: (entry, response) => this.onSent(entry, response),
      onFailed: (entry, failure) => {
        console.warn(`[mfe-messaging] message send failed (${failure.status})`);
        const shown = options.windows.view(entry.key)?.sendBanner;
        const text = sameEpisodeText(shown?.clientId === entry.client_id ? shown.text : null, failure.text);
        options.windows.updateView(entry.key, { sendBanner: { clientId: entry.client_id, text, canRetry: failure.canRetry } });
      },
      onStored: options.stored,
      locks: options.locks,
      newId: options.newId,
    });
  }

  /** Mirrors the queue in the state and sends what a previous page left queued. */
  start(): void {
    this.options.store.set({ outbox: this.outbox.state });
    this.unsubscribe = this.outbox.subscribe(() => this.options.store.set({ outbox: this.outbox.state }));
    void this.outbox.flush();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.outbox.dispose();
  }

  send(key: string, content: OutgoingContent, file: Blob | null = null): void {
    const view = this.options.windows.view(key);
    if (!view || !view.can_send) return;
    this.outbox.enqueue(
      {
        key,
        participant: view.participantUuid,
        participants: othersIn(view).map((participant) => participant.uuid),
        conversation_id: view.id,
      },
      content,
      file,
    );
  }

  sendText(key: string, text: string): void {
    if (!text.trim()) return;
    this.send(key, { type: 'TEXT', message: text });
  }

  /** The image is kept as a data URL too, so the queue survives a reload (when it fits storage). */
  async sendImage(key: string, file: File, image: LoadedImage): Promise<void> {
    const dataUrl = await readDataUrl(file);
    this.send(
      key,
      {
        type: 'IMAGE',
        image: { dataUrl, name: file.name, mime: file.type, width: image.width, height: image.height },
        context: 'messaging-image-upload',
      },
      file,
    );
  }

  sendSticker(key: string, sticker: Sticker): void {
    this.send(key, { type: 'STICKER', sticker });
  }

  /** A GIF is a post: it needs the post id and its blog's uuid, or it is ignored (B§5). */
  sendGif(key: string, gif: GifResult): void {
    const blog = gif.postBlogUuid;
    if (!gif.postId || !blog) return;
    this.send(key, {
      type: 'POSTREF',
      post: { id: gif.postId, blog },
      preview: {
        type: 'photo',
        summary: '',
        state: 'ok',
        photos: [],
        thumbnail_url: gif.mediaUrl,
        thumbnail_width: gif.width,
        thumbnail_height: gif.height,
        post_url: '',
        blog_name: gif.postBlog,
        id: gif.postId,
        is_nsfw: false,
      },
      context: 'messaging-gif',
    });
  }

  retry(clientId: string): void {
    this.clearBanner(clientId);
    this.outbox.retry(clientId);
  }

  discard(clientId: string): void {
    this.clearBanner(clientId);
    this.outbox.discard(clientId);
  }

  dismissBanner(key: string): void {
    this.options.windows.updateView(key, { sendBanner: null });
  }

  /** The conversation a queued message goes to, once known (it may have been created since it was queued). */
  private conversationId(entry: OutgoingMessage): string | null {
    const state = this.options.store.get();
    return entry.conversation_id ?? state.conversations[entry.key]?.id ?? findWindow(state.windows, entry.key)?.window.id ?? null;
  }

  private clearBanner(clientId: string): void {
    for (const view of Object.values(this.options.store.get().conversations)) {
      if (view.sendBanner?.clientId === clientId) this.options.windows.updateView(view.key, { sendBanner: null });
    }
  }

  private onSent(entry: OutgoingMessage, response: SendMessageResponse): void {
    const { windows } = this.options;
    const message = response?.messages?.data?.[0];
    const view = windows.view(entry.key);
    if (view) {
      if (!view.id && response.id) {
        // A new conversation: take over everything the server returned but the messages (B§7).
        windows.updateView(entry.key, {
          id: response.id,
          participants: response.participants?.length ? response.participants : view.participants,
          can_send: response.can_send ?? view.can_send,
          is_possible_spam: response.is_possible_spam ?? view.is_possible_spam,
          is_blurred_images: response.is_blurred_images ?? view.is_blurred_images,
        });
      } else if (response?.is_possible_spam !== undefined) {
        windows.updateView(entry.key, { is_possible_spam: response.is_possible_spam });
      }
    }
    if (response?.id && !entry.conversation_id) this.options.created(entry.key, response.id);
    if (message) this.options.delivered(entry, response, message);
    this.clearBanner(entry.client_id);
    playSound('send', session.get().user?.is_sounds_enabled === true);
  }
}
