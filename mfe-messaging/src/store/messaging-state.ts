import type { Conversation, Message, MessagingConfig, Participant } from '@tumbledash/shared';
import type { MessagingBlog } from '../api/api-types';
import type { FetchFailure } from '../errors/error-text';
import { DEFAULT_IMAGE_MAX_BYTES } from '../conversation/image-rules';
import { DEFAULT_APPEND_LIMIT } from '../inbox/inbox-rules';
import { DEFAULT_MESSAGE_POLL_MS } from '../polling/scheduler';
import { EMPTY_OUTBOX, type OutboxState } from '../send-queue/send-queue';
import { NO_UNREAD, type UnreadCounts, type UnreadState } from '../unread/unread';
import { NO_WINDOWS, type SavedParticipant, type WindowsState } from '../window-state/window-state';

/** Defaults for every config field (B§9), used until the server answers. */
export const DEFAULT_CONFIG: MessagingConfig = {
  polling_frequency_inbox: DEFAULT_MESSAGE_POLL_MS,
  polling_frequency_conversation: DEFAULT_MESSAGE_POLL_MS,
  has_tutorial: false,
  append_favorites_to_inbox_limit: DEFAULT_APPEND_LIMIT,
  is_desktop_notifications_enabled: false,
  is_new_empty_inbox_enabled: false,
  messaging_notification_icon: '',
  image_upload_max_bytes: DEFAULT_IMAGE_MAX_BYTES,
};

export interface InboxList {
  conversations: Conversation[];
  next: string | null;
  hasMore: boolean;
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

export const EMPTY_INBOX: InboxList = { conversations: [], next: null, hasMore: false, loading: false, loaded: false, error: null };

export type ConversationStatus = 'loading' | 'ready' | 'error';

/** A participant as a window knows it: full from the server, or what was saved. */
export type WindowParticipant = SavedParticipant & Partial<Participant>;

export interface SendBanner {
  clientId: string;
  text: string;
  canRetry: boolean;
}

export interface ConversationView {
  key: string;
  id: string | null;
  participantUuid: string;
  participants: WindowParticipant[];
  status: ConversationStatus;
  error: FetchFailure | null;
  /** Oldest first. */
  messages: Message[];
  previous: string | null;
  loadingOlder: boolean;
  /** The first message is loaded: the icebreaker shows above it. */
  oldestLoaded: boolean;
  can_send: boolean;
  is_possible_spam: boolean;
  is_blurred_images: boolean;
  /** Images revealed by a click (all of them, in this conversation). */
  unblurred: boolean;
  /** New messages waiting below while scrolled up (the pill). */
  newCount: number;
  atBottom: boolean;
  sendBanner: SendBanner | null;
}

export interface MessagingState {
  user: string | null;
  config: MessagingConfig;
  configLoaded: boolean;
  blogs: MessagingBlog[];
  /** The blog the inbox shows and new conversations start from. */
  blogUuid: string | null;
  inboxOpen: boolean;
  inboxAnchor: HTMLElement | null;
  composing: boolean;
  inbox: Record<string, InboxList>;
  /** Favorites per blog, for the empty state and the short-list suggestions. */
  suggestions: Record<string, Participant[]>;
  windows: WindowsState;
  allowMultiple: boolean;
  conversations: Record<string, ConversationView>;
  outbox: OutboxState;
  unread: UnreadState;
  /** What the badges show now (overrides applied). */
  counts: UnreadCounts;
  tutorialVisible: boolean;
  desktopNotifications: boolean;
  online: boolean;
  /** A window that should take focus (just opened by the person). */
  focusKey: string | null;
  /**
   * The window `messaging:open` asked for, until it has taken focus: it may take it from above an open overlay
   * (the blog viewer it was asked from), and `messaging:opened` then tells the opener.
   */
  asked: AskedWindow | null;
}

/** A window asked for by `messaging:open`, with what the request named (echoed in `messaging:opened`). */
export interface AskedWindow {
  key: string;
  blogName?: string;
  participants?: string[];
}

export function initialState(user: string | null): MessagingState {
  return {
    user,
    config: DEFAULT_CONFIG,
    configLoaded: false,
    blogs: [],
    blogUuid: null,
    inboxOpen: false,
    inboxAnchor: null,
    composing: false,
    inbox: {},
    suggestions: {},
    windows: NO_WINDOWS,
    allowMultiple: false,
    conversations: {},
    outbox: EMPTY_OUTBOX,
    unread: NO_UNREAD,
    counts: {},
    tutorialVisible: false,
    desktopNotifications: false,
    online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
    focusKey: null,
    asked: null,
  };
}
