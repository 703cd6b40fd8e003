import { BehaviorSubject } from 'rxjs';
import type { BootstrapResponse, Channel, FeatureFlags, UserInfo } from '../contracts';
import { getBus } from '../bus/bus';
import { pageGlobal } from '../page-global';

/** What the shell learns at bootstrap (GET /svc/bootstrap) and keeps current. */
export interface SessionState {
  user: UserInfo | null;
  channels: Channel[];
  flags: FeatureFlags;
  formKey: string;
}

export const ANONYMOUS: SessionState = { user: null, channels: [], flags: {}, formKey: '' };

const sessionSubject = () => pageGlobal('__tumbledashSession__', () => new BehaviorSubject<SessionState>(ANONYMOUS));

/** The page-wide session store: the shell writes it, remotes read and subscribe. */
export const session = {
  get: (): SessionState => sessionSubject().value,
  set: (next: SessionState): void => sessionSubject().next(next),
  changes: () => sessionSubject().asObservable(),
  /** The current channel, or the first one when none is flagged current. */
  currentChannel: (): Channel | null => {
    const { channels } = sessionSubject().value;
    return channels.find((channel) => channel.is_current) ?? channels[0] ?? null;
  },
};

/** Store what the server answered for bootstrap, login, logout or channel switch, and tell everyone. */
export function applyBootstrap(response: BootstrapResponse): SessionState {
  const next: SessionState = {
    user: response.user,
    channels: response.channels,
    flags: response.flags,
    formKey: response.form_key,
  };
  const previousUser = session.get().user?.name ?? null;
  session.set(next);
  if (previousUser !== (next.user?.name ?? null)) getBus().emit('session:changed', { user: next.user });
  return next;
}
