/** Contracts of the settings area, Explore, Following, the guided tour and the activity sparkline (issue 12). */

/** GET /svc/settings/account. */
export interface AccountSettings {
  email: string;
  is_verified_email: boolean;
  /** A new address waiting for its confirmation link, if any. */
  pending_email: string | null;
  safe_mode: boolean;
  two_factor: boolean;
}

/** GET/POST /svc/settings/dashboard. `sounds` is the user's is_sounds_enabled (B§9). */
export interface DashboardSettings {
  sounds: boolean;
  multiple_conversations: boolean;
  keyboard_shortcuts: boolean;
  endless_scrolling: boolean;
}

export const NOTIFICATION_KINDS = ['follower', 'reblog', 'reply', 'ask', 'message'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET/POST /svc/settings/notifications: which activity kinds are emailed. */
export type NotificationSettings = Record<NotificationKind, boolean>;

/** One signed-in session of GET /svc/settings/apps. */
export interface SessionInfo {
  id: string;
  current: boolean;
  created_at: string;
  last_seen_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** The switches of a blog that the features they govern read (asks, submissions, messaging). */
export interface BlogSwitches {
  asks: boolean;
  anonymous_asks: boolean;
  submissions: boolean;
  can_receive_messages: boolean;
  messages_from_followers_only: boolean;
}

/** GET /svc/settings/blog/{name}. */
export interface BlogSettings extends BlogSwitches {
  name: string;
  title: string;
  description: string;
  avatar_url: string;
}

/** GET /svc/settings/tfa. */
export interface TwoFactorStatus {
  enabled: boolean;
}

/** POST /svc/settings/tfa/enrol: what to scan. The secret is shown once, to the person enrolling. */
export interface TwoFactorEnrolment {
  secret: string;
  otpauth_url: string;
  qr_data_url: string;
}

/** POST /svc/settings/tfa/confirm: one-time recovery codes, shown once. */
export interface TwoFactorConfirmed {
  recovery_codes: string[];
}

/** POST /svc/account/login when the account has two-factor on: the code is asked next. */
export interface TwoFactorRequired {
  two_factor_required: true;
  form_key: string;
}

export const TWO_FACTOR_MESSAGES = {
  codeInvalid: "That code isn't right. Try the newest one from your app.",
  codeMissing: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  challengeExpired: 'Your sign-in took too long. Log in again.',
} as const;

/** A blog in Explore's "Recommended blogs" or in the /following list. */
export interface BlogListItem {
  name: string;
  title: string;
  avatar_url: string;
  following: boolean;
  /** ISO time of the newest published post, if any. */
  updated: string | null;
}

/** GET /svc/explore. */
export interface ExploreData {
  tags: { tag: string; count: number }[];
  blogs: BlogListItem[];
}

/** GET /svc/following. */
export interface FollowingPage {
  blogs: BlogListItem[];
  total: number;
  next_offset: number | null;
}

/** GET /svc/tour. */
export interface TourState {
  show: boolean;
  blog_name: string | null;
}

/** GET /svc/blog/{name}/activity/sparkline: notes per day, oldest first, 30 days. */
export interface Sparkline {
  days: { date: string; count: number }[];
}

/** GET /svc/explore/splash: the logged-out drawer's splash image and the blog that posted it (B§2). */
export interface ExploreSplash {
  splash: { image_url: string; blog: { name: string; avatar_url: string } } | null;
}
