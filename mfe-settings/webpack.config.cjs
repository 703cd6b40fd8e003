const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_settings',
  port: 8107,
  exposes: {},
});
