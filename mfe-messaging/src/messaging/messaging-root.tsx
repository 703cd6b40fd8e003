/** Mounted for signed-in people and invisible until used; the inbox and windows come with the messaging issue. */
export function MessagingRoot() {
  return <div data-remote="mfe-messaging" hidden />;
}
