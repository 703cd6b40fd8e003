const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_compose',
  port: 8103,
  exposes: {},
});
