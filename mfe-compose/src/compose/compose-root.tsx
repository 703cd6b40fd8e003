import { useEffect, useState } from 'react';
import { bus, type BusEvents } from '@tumbledash/shared';

type ComposeRequest = BusEvents['compose:open'];

interface ComposeRootProps {
  /** The request that made the shell mount this remote (it was emitted before we subscribed). */
  takePendingCompose?: () => ComposeRequest | null;
}

/** Receives compose requests; fast compose and the post form come with the compose issue. */
export function ComposeRoot({ takePendingCompose }: ComposeRootProps) {
  const [request, setRequest] = useState<ComposeRequest | null>(() => takePendingCompose?.() ?? null);
  useEffect(() => {
    const subscription = bus.on('compose:open').subscribe(setRequest);
    return () => subscription.unsubscribe();
  }, []);
  return <div data-remote="mfe-compose" data-compose-mode={request?.mode} hidden />;
}
