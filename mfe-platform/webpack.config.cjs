const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_platform',
  port: 8108,
  // Loaded by the shell on demand (Alt+Shift+O, ?overrides): the per-browser override panel.
  exposes: { './OverridesPanel': './src/overrides/overrides-entry.tsx' },
});
