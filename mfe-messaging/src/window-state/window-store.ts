import type { Subscription } from '@tumbledash/shared';
import { session } from '@tumbledash/shared';
import type { ConversationView, MessagingState, WindowParticipant } from '../store/messaging-state';
import type { Store } from '../store/store';
import { messagingButton, pageMain } from '../util/page-anchors';
import { storageKey, type SafeStorage } from '../util/storage';
import {
  findWindow,
  focusAfterClose,
  focusReturnTarget,
  loadWindows,
  otherParticipants,
  saveWindows,
  toSavedParticipant,
  windowKey,
  windowsReducer,
  windowsThatFit,
  type SavedWindow,
  type WindowsAction,
  type WindowsState,
} from './window-state';

/** B§9: storage sync flush. */
export const WINDOW_SAVE_DELAY_MS = 50;

export interface WindowStoreOptions {
  store: Store<MessagingState>;
  storage: SafeStorage;
  user: string;
  now: () => number;
  /** The windows changed here: the other tabs show the same. */
  broadcast: (state: WindowsState) => void;
  /** An open window shows a view that is still to be loaded. */
  load: (key: string) => void;
  /** A window was opened or restored (after its view exists, before it takes focus). */
  opened: (key: string) => void;
  /** After every change of the lists (polling follows what is open). */
  changed: () => void;
  viewportWidth?: () => number;
}

function newView(window: SavedWindow): ConversationView {
  return {
    key: windowKey(window),
    id: window.id,
    participantUuid: window.participantUuid,
    participants: window.participants,
    status: 'loading',
    error: null,
    messages: [],
    previous: null,
    loadingOlder: false,
    oldestLoaded: false,
    can_send: true,
    is_possible_spam: false,
    is_blurred_images: false,
    unblurred: false,
    newCount: 0,
    atBottom: true,
    sendBanner: null,
  };
}

/** The other participants of a window or view (not the acting blog). */
export function othersIn(view: Pick<ConversationView, 'participants' | 'participantUuid'>): WindowParticipant[] {
  return otherParticipants(view.participants, view.participantUuid);
}

/**
 * The conversation windows (`windows`, `allowMultiple`, `conversations`, `focusKey` of the state): open,
 * minimize, close and restore; the lists saved 50 ms after a change and restored on load; one view per
 * window, made when the window appears and dropped when it goes.
 */
/** The account's "Several conversation windows" switch (/settings/dashboard), which governs `allowMultiple`. */
function severalWindowsAllowed(): boolean {
  return session.get().user?.dashboard_settings?.multiple_conversations === true;
}

export class WindowStore {
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private settingWatch: Subscription | null = null;
  /** Per window, the elements focus returns to when it closes with no other window or tab left. */
  private readonly openers = new Map<string, HTMLElement[]>();

  constructor(private readonly options: WindowStoreOptions) {}

  private get state(): MessagingState {
    return this.options.store.get();
  }

  private key(suffix: string): string {
    return storageKey(this.options.user, suffix);
  }

  /** The saved lists; "several open windows" follows the account's setting, changed here or in settings. */
  start(): void {
    const { storage, user } = this.options;
    this.options.store.set({ windows: loadWindows(storage, user), allowMultiple: severalWindowsAllowed() });
    this.settingWatch = session.changes().subscribe(() => {
      const allow = severalWindowsAllowed();
      if (allow !== this.state.allowMultiple) this.options.store.set({ allowMultiple: allow });
    });
    this.syncViews();
  }

  dispose(): void {
    this.settingWatch?.unsubscribe();
    this.settingWatch = null;
    if (this.saveTimer === null) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = null;
    // After a logout the saved lists were just cleared; do not write them back.
    if (session.get().user?.name === this.options.user) this.saveNow();
  }

  /** `broadcast` is false for a change another tab reported. */
  dispatch(action: WindowsAction, broadcast = true): void {
    const next = windowsReducer(this.state.windows, action);
    if (next === this.state.windows) return;
    this.options.store.set({ windows: next });
    this.scheduleSave();
    if (broadcast) this.options.broadcast(next);
    this.syncViews();
    this.options.changed();
  }

  isOpen(key: string): boolean {
    return findWindow(this.state.windows, key)?.open === true;
  }

  view(key: string): ConversationView | undefined {
    return this.state.conversations[key];
  }

  updateView(key: string, patch: Partial<ConversationView>): void {
    this.options.store.set((state) => {
      const view = state.conversations[key];
      if (!view) return {};
      return { conversations: { ...state.conversations, [key]: { ...view, ...patch } } };
    });
  }

  /** The name a window shows for the other side, for error texts. */
  otherName(key: string): string {
    const participants = this.view(key) ?? findWindow(this.state.windows, key)?.window;
    if (!participants) return 'This blog';
    return othersIn(participants)[0]?.name ?? 'This blog';
  }

  /** Opens a window (minimizing the others unless several may be open) and focuses it. */
  open(id: string | null, participantUuid: string, participants: WindowParticipant[]): string {
    const saved: SavedWindow = {
      id,
      participantUuid,
      participants: participants.map(toSavedParticipant),
      lastOpenedDateTs: this.options.now(),
    };
    const key = windowKey(saved);
    this.rememberOpener(key);
    const known = this.state.conversations[key];
    const width = this.options.viewportWidth?.() ?? window.innerWidth;
    this.dispatch({
      type: 'open',
      window: known?.id ? { ...saved, id: known.id } : saved,
      allowMultiple: this.state.allowMultiple,
      maxOpen: windowsThatFit(width, this.state.windows.minimized.length > 0),
    });
    // Fresher data than what was saved, e.g. themes and relationship from the inbox.
    if (participants.some((participant) => participant.title !== undefined)) this.updateView(key, { participants });
    this.options.opened(key);
    this.options.store.set({ focusKey: key });
    return key;
  }

  /** Brings a minimized (or open) window up again, with what its view knows best. */
  restore(key: string): void {
    const found = findWindow(this.state.windows, key);
    if (!found) return;
    const view = this.state.conversations[key];
    this.open(view?.id ?? found.window.id, found.window.participantUuid, view?.participants ?? found.window.participants);
  }

  /** Minimizes a window; focus follows it to its tab. */
  minimize(key: string): void {
    if (!this.isOpen(key)) return;
    this.dispatch({ type: 'minimize', key });
    this.options.store.set({ focusKey: key });
  }

  /**
   * Closes a window the person closed here; focus goes to the window or tab that takes its place, else back to what
   * opened it, else to the header's Messaging button or the page's main.
   */
  close(key: string): void {
    const next = focusAfterClose(this.state.windows, key);
    this.dispatch({ type: 'close', key });
    this.options.store.set({ focusKey: next });
    const openers = this.openers.get(key) ?? [];
    this.openers.delete(key);
    // A window restored after a reload does not know its opener: the header's Messaging button, else the page's main.
    if (next === null) focusReturnTarget([...openers, messagingButton(), pageMain()])?.focus();
  }

  /**
   * The element focused outside messaging when a window opens (a share or blog viewer button), and the
   * inbox's anchor (opened from the inbox); a restore from its tab keeps what the first opening remembered.
   */
  private rememberOpener(key: string): void {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    const outside = active instanceof HTMLElement && active !== document.body && !active.closest('[data-remote="mfe-messaging"]') ? active : null;
    const candidates = [outside, this.state.inboxAnchor].filter((element): element is HTMLElement => element !== null);
    if (candidates.length > 0) this.openers.set(key, candidates);
  }

  clearFocus(): void {
    this.options.store.set({ focusKey: null });
  }

  setAllowMultiple(allow: boolean): void {
    this.options.store.set({ allowMultiple: allow });
  }

  /** The server gave a new conversation its id: the saved window keeps it. */
  setId(key: string, id: string): void {
    this.dispatch({ type: 'update', key, patch: { id } });
  }

  /** Keeps the saved window's names and avatars current, without a write when nothing changed. */
  refreshSavedParticipants(key: string, participants: WindowParticipant[]): void {
    const found = findWindow(this.state.windows, key);
    if (!found) return;
    const saved = participants.map(toSavedParticipant);
    if (JSON.stringify(saved) === JSON.stringify(found.window.participants)) return;
    // Never let an answer about other blogs re-key the window.
    if (windowKey({ participantUuid: found.window.participantUuid, participants: saved }) !== key) return;
    this.dispatch({ type: 'update', key, patch: { participants: saved } });
  }

  private scheduleSave(): void {
    if (this.saveTimer !== null) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.saveNow();
    }, WINDOW_SAVE_DELAY_MS);
  }

  private saveNow(): void {
    saveWindows(this.options.storage, this.options.user, this.state.windows);
  }

  /** Every window has a conversation view; open ones are loaded; views of closed windows go. */
  private syncViews(): void {
    const { windows, conversations } = this.state;
    const all = [...windows.open, ...windows.minimized];
    const keys = new Set(all.map(windowKey));
    const next: Record<string, ConversationView> = {};
    let changed = false;
    for (const window of all) {
      const key = windowKey(window);
      const view = conversations[key];
      if (!view) {
        next[key] = newView(window);
        changed = true;
      } else if (!view.id && window.id) {
        // Another tab created the conversation: this view takes its id, so reads and new messages reach it.
        next[key] = { ...view, id: window.id };
        changed = true;
      } else {
        next[key] = view;
      }
    }
    for (const key of Object.keys(conversations)) if (!keys.has(key)) changed = true;
    if (changed) this.options.store.set({ conversations: next });
    for (const window of windows.open) {
      const view = this.state.conversations[windowKey(window)];
      if (view && view.status === 'loading') this.options.load(view.key);
    }
  }
}
