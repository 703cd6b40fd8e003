import type { Channel, DashboardPost, FeatureFlags, UserInfo } from './types';

/** Every answer: `{ meta: { status, msg }, response }`; errors may add a list with codes (B§8). */
export interface Envelope<T> {
  meta: { status: number; msg: string };
  response: T;
  errors?: ApiErrorDetail[];
}

export interface ApiErrorDetail {
  /** Form field the problem belongs to, when there is one. */
  field?: string;
  /** Numeric code where the spec gives one (e.g. 7001, 7003). */
  code?: number;
  detail: string;
}

/** The header and form-key names; the session cookie is HttpOnly and never read by scripts. */
export const FORM_KEY_HEADER = 'x-tumblr-form-key';
export const SESSION_COOKIE = 'td_session';

/** GET /svc/bootstrap, and the answer of register, login, logout and channel switch. */
export interface BootstrapResponse {
  user: UserInfo | null;
  channels: Channel[];
  flags: FeatureFlags;
  form_key: string;
}

/** POST /svc/account/login */
export interface LoginInput {
  email: string;
  password: string;
}

/** POST /svc/account/channel — makes a channel current; remembered on the server for the user. */
export interface SwitchChannelInput {
  channel: string;
}

/** GET /svc/post/{pageRoot}[/{before|after}/{refPostId}]?limit= — one timeline page, newest first. */
export interface TimelinePage {
  posts: DashboardPost[];
  /** Id to pass as the next `before` ref, or null at the end. */
  next: string | null;
}

export const TIMELINE_PAGE_SIZE = 10;
