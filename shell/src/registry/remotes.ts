/** An earlier published build of a remote, as `/remotes.json` lists it (newest first). */
export interface EarlierVersion {
  version: string;
  entry: string;
  /** The event bus contract version it was built against; null for a build from before it was recorded. */
  bus: string | null;
  /** The @tumbledash/shared range it requires; absent for a build from before it was recorded. */
  shared?: string | null;
}

/** `/remotes.json`: package name → where its current build lives and what it was built against. */
export interface RemoteEntry {
  entry: string;
  version: string;
  bus?: string | null;
  /** The @tumbledash/shared range it requires. */
  shared?: string | null;
  previous?: EarlierVersion[];
}

export type RemoteTable = Record<string, RemoteEntry>;

export class RemoteTableError extends Error {}

/** Federation names use underscores (`mfe-header` → `mfe_header`), as each remote's build declares. */
export function federationName(packageName: string): string {
  return packageName.replace(/-/g, '_');
}

const optionalString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parsePrevious(value: unknown): EarlierVersion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Partial<EarlierVersion> | null) =>
    item && typeof item.version === 'string' && typeof item.entry === 'string'
      ? [{ version: item.version, entry: item.entry, bus: optionalString(item.bus), ...('shared' in item ? { shared: optionalString(item.shared) } : {}) }]
      : [],
  );
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
    // What the build was made against: the registry adds it (an older table has none).
    if ('bus' in candidate || 'shared' in candidate || 'previous' in candidate) {
      Object.assign(table[name], { bus: optionalString(candidate.bus), shared: optionalString(candidate.shared), previous: parsePrevious(candidate.previous) });
    }
  }
  return table;
}

export async function fetchRemoteTable(fetchImpl: typeof fetch = fetch): Promise<RemoteTable> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new RemoteTableError(`remotes.json answered ${response.status}`);
  return parseRemoteTable(await response.json());
}
