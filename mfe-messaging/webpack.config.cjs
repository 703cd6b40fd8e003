const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_messaging',
  port: 8104,
  exposes: {},
});
