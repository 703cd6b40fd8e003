import type { Channel } from './blog';
import type { DashboardSettings } from './settings';

/** Feature flags of A§1; unknown names are allowed so the server can add flags. */
export type FeatureFlags = Record<string, boolean> & {
  is_logged_in?: boolean;
  dashboard_refresh?: boolean;
  ask_form?: boolean;
  livephotos_web?: boolean;
  indash_blogs?: boolean;
  enable_share_embed_code?: boolean;
  reddit_sharing?: boolean;
  log_lady?: boolean;
  mobile_web_sticky_header?: boolean;
};

/** The signed-in user (A§3.1, B§3 "User"). */
export interface UserInfo {
  name: string;
  email: string;
  channels: Channel[];
  liked_post_count: number;
  friend_count: number;
  primary: string;
  can_message: boolean;
  is_sounds_enabled: boolean;
  is_verified_email: boolean;
  language: string;
  safe_mode: boolean;
  polling_token: string;
  limits: { max_photos: number; caption_length: number; image_upload_max_bytes: number };
  /** /settings/dashboard (issue 12): features read these (shortcuts, endless scrolling, several windows). */
  dashboard_settings?: DashboardSettings;
}
