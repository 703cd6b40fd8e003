import type { Channel, CreatablePostType, DashboardPost, SaveResponse, UserInfo } from '../contracts';

export type ComposeMode = 'new' | 'edit' | 'reblog';

/** Where a share popover points: the share button, or its box in viewport coordinates. */
export type ShareAnchor = HTMLElement | { top: number; left: number; width: number; height: number };

/**
 * The version of the contract below (semver). Every remote's build records it in its manifest
 * (config/webpack.remote.cjs) and the shell refuses a remote built against another major: bump the major
 * when an event is removed or its payload changes incompatibly, the minor when one is added.
 */
export const BUS_CONTRACT_VERSION = '1.2.0';

/** Every event on the bus and its payload. A remote's README lists which it emits and consumes. */
export interface BusEvents {
  /** header, dashboard, peepr → compose. No type opens fast compose. */
  'compose:open': {
    mode: ComposeMode;
    type?: CreatablePostType;
    postId?: string;
    reblog?: { id: string; key: string };
    /**
     * Id of an element on the page to render the post form into, in place of the opener's new-post buttons
     * (A§2.4 "inline"); the form is a modal when it is absent or no such element exists.
     */
    inline?: string;
    /** The blog whose submissions a new post goes to (B§2 Submit, /blog/{name}/submit); no form route then. */
    submitTo?: string;
  };
  /** compose → shell (hides header), dashboard (pauses video), peepr (suspends). */
  /** `type` is absent while an edit or reblog is still loading its post. */
  'post-form:opened': { mode: ComposeMode; type?: CreatablePostType | 'note' };
  /** Emitted once the form has left the page (1.2.0; before, as it started to go), focus already given back. */
  'post-form:closed': { saved: boolean };
  /**
   * compose → dashboard: insert the post, or reload on the queue page. `previousId` (1.1.0): the id the edited
   * post had when the save gave it another (a draft or queued post published now takes a new id), so a list
   * still showing it under the old one can replace or drop it.
   */
  'post:saved': SaveResponse & { previousId?: string };
  /** anyone → peepr. */
  'peepr:open': { blogName: string; postId?: string };
  /** peepr → dashboard (video players only count inside the viewer while it is open). */
  'peepr:opened': { blogName: string };
  'peepr:closed': Record<string, never>;
  /**
   * dashboard, peepr → share. With `post` the post's share popover; with `blog` instead (a blog view's share
   * button) the blog share: its permalink and email (A§7.4 /svc/email_tumblelog). `anchor` is the share button's
   * box in viewport coordinates, or the button itself (focus returns to it on close).
   */
  'share:open':
    /** `panel: 'report'` opens at the abuse form (the post page's report-abuse address, A§2.8). */
    | { post: DashboardPost; blog?: never; anchor: ShareAnchor; panel?: 'report' }
    | { blog: { name: string; title?: string }; post?: never; anchor: ShareAnchor };
  /** peepr, share → messaging. */
  'messaging:open': { blogName?: string; participants?: string[]; postId?: string };
  /**
   * messaging → peepr (1.2.0): a conversation window asked for by `messaging:open` is on the page and has focus.
   * Not emitted when messaging refuses (a blog that takes no messages): the opener stays as it was.
   */
  'messaging:opened': { blogName?: string; participants?: string[] };
  /** messaging → header badge. */
  'unread:changed': { total: number; perBlog: Record<string, number> };
  /** header → everyone, after the server accepted the switch. */
  'channel:switched': { channel: Channel };
  /** shell → everyone, after login, logout or bootstrap. */
  'session:changed': { user: UserInfo | null };
  /** anyone → shell toast area. */
  'toast:show': { message: string; kind?: 'info' | 'success' | 'error' };
  /** a post changed locally (like, reblog, follow) — every cached copy patches itself. */
  'post:updated': { id: string; patch: Partial<DashboardPost> };
  /** a post was deleted. */
  'post:deleted': { id: string };
  /** a blog's follow state changed. */
  'blog:follow-changed': { blogName: string; following: boolean };
  /** dashboard post card → everyone (peepr shows the sensitive-content survey): safe mode lifted for one blog (B§4). */
  'safe-mode:bypassed': { blogName: string };
}

export type BusEventName = keyof BusEvents;

/** Events asking one remote to do something; that remote takes them with `bus.handle`. */
export type RequestEventName = 'compose:open' | 'peepr:open' | 'share:open' | 'messaging:open';
