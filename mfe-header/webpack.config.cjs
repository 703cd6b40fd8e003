const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_header',
  port: 8101,
  exposes: { './ActivityPage': './src/activity/activity-page-app.tsx' },
});
