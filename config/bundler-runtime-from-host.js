// A production remote's federation glue comes from its host, as its runtime core does (`externalRuntime`):
// one copy of @module-federation/webpack-bundler-runtime on the page instead of one in every remoteEntry.js.
// webpack.remote.cjs puts this file where the federation entry imports the bundler runtime; the shell
// provides it (shell/src/registry/provide-bundler-runtime.ts). Its functions take the remote's own
// webpackRequire, so they hold no state of their own. The runtime wrapper stays the remote's: its init()
// finds the remote's instance by this build's identifier, and its loadRemote() must not become the host's.
import * as runtime from '@module-federation/runtime';

const provided = globalThis.__TUMBLEDASH_FEDERATION_BUNDLER_RUNTIME__;
if (!provided) {
  throw new Error('This remote needs the federation bundler runtime from its host: load it from the Tumbledash shell.');
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
