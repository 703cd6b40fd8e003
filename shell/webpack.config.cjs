const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig } = require('../config/webpack.common.cjs');
const { sharedSingletons } = require('../config/shared-deps.cjs');
const { API_PATHS } = require('../config/webpack.remote.cjs');
const { PrecompressPlugin } = require('../config/precompress-plugin.cjs');

// The host knows no remote at build time: /remotes.json tells it at start (src/registry).
module.exports = (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const base = commonConfig({ dir: __dirname, mode });
  return {
    ...base,
    entry: { shell: './src/index.ts' },
    resolve: {
      ...base.resolve,
      // provideExternalRuntime's injector require()s runtime-core, which resolves to its CommonJS build while
      // the bundler runtime imports the ES build: both copies (about 20 KB gz) shipped. One copy: the ES build.
      alias: { '@module-federation/runtime-tools/runtime-core$': require.resolve('@module-federation/runtime-tools/runtime-core', { paths: [__dirname] }).replace(/\.cjs$/, '.js') },
    },
    output: {
      ...base.output,
      publicPath: '/',
      uniqueName: 'shell',
      filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        // Hands its bundler runtime to the remotes (config/bundler-runtime-from-host.js).
        runtimePlugins: [require.resolve('./src/registry/provide-bundler-runtime.ts')],
        // The shell runs only in browsers: target 'web' drops the runtime's Node script loader.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/layout/index.html'), favicon: path.join(__dirname, 'src/layout/favicon.svg'), chunks: ['shell'] }),
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: 8100,
      host: '127.0.0.1',
      historyApiFallback: true,
      proxy: [
        {
          context: [...API_PATHS, '/remotes', '/remotes.json'],
          target: process.env.API_URL || 'http://127.0.0.1:8080',
        },
      ],
      client: { overlay: false },
    },
  };
};
