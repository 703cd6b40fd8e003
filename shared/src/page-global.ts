/**
 * One value for the whole page, kept on globalThis under `key` and made by `create` on first use: every remote,
 * and any second copy of this package a remote ends up with, gets the same one. Keep a key once it has shipped:
 * a page may load remotes built against different versions of this package.
 */
export function pageGlobal<T>(key: string, create: () => T): T {
  const holder = globalThis as unknown as Record<string, T | undefined>;
  return (holder[key] ??= create());
}
