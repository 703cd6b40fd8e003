const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_peepr',
  port: 8105,
  exposes: {},
});
