const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mfe_platform', port: 8108 });
