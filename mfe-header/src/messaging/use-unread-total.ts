import { useEffect, useState } from 'react';
import { bus, type Channel } from '@tumbledash/shared';

/**
 * Unread messages across the user's blogs: bootstrap's channel counts until mfe-messaging
 * reports a total on the bus (its polling is the source of truth from then on).
 */
export function useUnreadTotal(channels: Channel[]): number {
  const [reported, setReported] = useState<number | null>(null);
  useEffect(() => {
    const subscription = bus.on('unread:changed').subscribe(({ total }) => setReported(total));
    return () => subscription.unsubscribe();
  }, []);
  return reported ?? channels.reduce((sum, channel) => sum + Math.max(0, channel.unread_count), 0);
}
