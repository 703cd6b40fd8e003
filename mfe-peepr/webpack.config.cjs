const { createRemoteConfig } = require('../config/webpack.remote.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mfe_peepr',
  port: 8105,
  // The viewer's full pages (/blog/{name}, /follow/{name}, /search/{term}, ask, submit) for the main slot.
  exposes: { './BlogPage': './src/pages/index.tsx' },
});
