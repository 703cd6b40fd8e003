/**
 * Remotes that own a page of the main slot at their own address. `npm run new:remote <name>` adds one entry
 * here (before the marker line); the shell then routes the address to that remote's `./app` and sends
 * anonymous visitors to the log-in when `signedIn` is set.
 */
export interface PageRemote {
  /** single-spa application name. */
  name: string;
  /** Package name in remotes.json. */
  remote: string;
  /** The addresses it answers (first segment and anything below it). */
  path: RegExp;
  /** Said in the slot's notice when it cannot load ("… is unavailable right now"). */
  feature: string;
  signedIn: boolean;
}

export const PAGE_REMOTES: PageRemote[] = [
  { name: 'platform', remote: 'mfe-platform', path: /^\/platform(\/.*)?$/, feature: 'Platform', signedIn: true },
  // new:remote adds page remotes above this line.
];

export function pageRemoteFor(pathname: string): PageRemote | undefined {
  return PAGE_REMOTES.find((page) => page.path.test(pathname));
}
