import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its own build of the bundler runtime leaves this one out; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** Where production remotes find it (config/bundler-runtime-from-host.js reads the same name). */
export const BUNDLER_RUNTIME_GLOBAL = '__TUMBLEDASH_FEDERATION_BUNDLER_RUNTIME__';

/**
 * The federation runtime plugin that hands the shell's bundler runtime to the remotes, before any of them
 * loads: with the runtime core the shell already provides, a remoteEntry.js keeps only its own tables.
 */
export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'tumbledash-provide-bundler-runtime',
    beforeInit(args) {
      Object.assign(globalThis, { [BUNDLER_RUNTIME_GLOBAL]: { bundlerRuntime: { ...bundlerRuntime, initContainerEntry }, attachShareScopeMap } });
      return args;
    },
  };
}
