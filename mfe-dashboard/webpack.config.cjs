const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_dashboard',
  port: 8102,
  exposes: {},
});
