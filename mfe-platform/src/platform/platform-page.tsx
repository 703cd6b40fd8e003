import { useSession } from '@tumbledash/shared';

/** Platform at /platform: replace this with the team's first screen. */
export function PlatformPage() {
  const { user } = useSession();
  return (
    <main aria-labelledby="platform-title">
      <h1 id="platform-title">Platform</h1>
      <p>{user ? `Signed in as ${user.name}.` : 'Not signed in.'}</p>
    </main>
  );
}
