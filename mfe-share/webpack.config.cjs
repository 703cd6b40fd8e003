const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_share',
  port: 8106,
  exposes: {
    // /admin/reports, mounted by the shell in the main slot.
    './AdminReports': './src/admin/admin-app.tsx',
  },
});
