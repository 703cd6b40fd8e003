import type { Channel } from '@tumbledash/shared';

/** The blog marked current, or the first one (as session.currentChannel does, but for given channels). */
export function currentChannel(channels: readonly Channel[]): Channel | null {
  return channels.find((channel) => channel.is_current) ?? channels[0] ?? null;
}
