import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import provideBundlerRuntime, { BUNDLER_RUNTIME_GLOBAL } from './provide-bundler-runtime';

describe('provideBundlerRuntime', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL];
  });

  it('hands the remotes every function their remoteEntry.js calls, the container entry included', () => {
    const args = { options: { name: 'shell' } };
    const plugin = provideBundlerRuntime();
    expect(plugin.beforeInit?.(args as never)).toBe(args);

    const provided = (globalThis as unknown as Record<string, { bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown }>)[BUNDLER_RUNTIME_GLOBAL]!;
    for (const name of ['init', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'getSharedFallbackGetter']) {
      expect(typeof provided.bundlerRuntime[name]).toBe('function');
    }
    expect(typeof provided.attachShareScopeMap).toBe('function');
  });

  it('puts it where the remotes’ build looks for it', () => {
    const remoteSide = readFileSync(join(__dirname, '../../../config/bundler-runtime-from-host.js'), 'utf8');
    expect(remoteSide).toContain(`globalThis.${BUNDLER_RUNTIME_GLOBAL}`);
  });
});
