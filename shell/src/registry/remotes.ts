/** `/remotes.json`: package name → where its current build lives. */
export interface RemoteEntry {
  entry: string;
  version: string;
}

export type RemoteTable = Record<string, RemoteEntry>;

export class RemoteTableError extends Error {}

/** Federation names use underscores (`mfe-header` → `mfe_header`), as each remote's build declares. */
export function federationName(packageName: string): string {
  return packageName.replace(/-/g, '_');
}

export function parseRemoteTable(json: unknown): RemoteTable {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new RemoteTableError('remotes.json must be an object of remotes');
  }
  const table: RemoteTable = {};
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    const candidate = value as Partial<RemoteEntry> | null;
    if (!candidate || typeof candidate.entry !== 'string' || typeof candidate.version !== 'string') {
      throw new RemoteTableError(`remotes.json entry "${name}" needs a string entry and version`);
    }
    table[name] = { entry: candidate.entry, version: candidate.version };
  }
  return table;
}

export async function fetchRemoteTable(fetchImpl: typeof fetch = fetch): Promise<RemoteTable> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new RemoteTableError(`remotes.json answered ${response.status}`);
  return parseRemoteTable(await response.json());
}
