const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_dashboard',
  port: 8102,
  // The post card is reused by the blog viewer (mfe-peepr).
  exposes: { './PostCard': './src/post-card/index.ts' },
});
