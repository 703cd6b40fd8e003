import { useEffect, useState } from 'react';
import { DialogProvider, useDialogs, useSession } from '@tumbledash/shared';
import { Docks } from '../conversation/docks';
import { InboxPopover } from '../inbox/inbox-popover';
import { MessagingController } from '../store/messaging-controller';
import { MessagingProvider } from '../store/messaging-context';
import { TutorialPopover } from '../tutorial/tutorial-popover';
import { conversationRouteBlog } from '../util/conversation-route';
import { safeStorage } from '../util/storage';
import './messaging.css';

/**
 * Mounted for signed-in people and invisible until used: the inbox popover (on `messaging:open`), the
 * conversation windows in the docks slot and the first-time tutorial.
 */
export function MessagingRoot() {
  const { user } = useSession();
  if (!user || !user.can_message) return <div data-remote="mfe-messaging" hidden />;
  return <MessagingApp key={user.name} user={user.name} />;
}

function MessagingApp({ user }: { user: string }) {
  const dialogs = useDialogs();
  const [controller, setController] = useState<MessagingController | null>(null);

  useEffect(() => {
    const next = new MessagingController({ user, storage: safeStorage(), dialogs });
    next.start();
    setController(next);
    return () => next.dispose();
  }, [user, dialogs]);

  useEffect(() => {
    if (!controller) return;
    // The conversation links of B§2 work as addresses too: open the conversation, then show the dashboard.
    const openFromLocation = () => {
      const blogName = conversationRouteBlog(window.location.pathname);
      if (!blogName) return;
      window.history.replaceState(null, '', '/dashboard');
      void controller.openFromBus({ blogName });
    };
    openFromLocation();
    window.addEventListener('popstate', openFromLocation);
    window.addEventListener('single-spa:routing-event', openFromLocation);
    return () => {
      window.removeEventListener('popstate', openFromLocation);
      window.removeEventListener('single-spa:routing-event', openFromLocation);
    };
  }, [controller]);

  if (!controller) return <div data-remote="mfe-messaging" hidden />;
  return (
    <DialogProvider>
      <MessagingProvider controller={controller}>
        <div data-remote="mfe-messaging" className="td-msg-root">
          <Docks />
          <InboxPopover />
          <TutorialPopover />
        </div>
      </MessagingProvider>
    </DialogProvider>
  );
}
