// One factory for every remote: its own build, manifest and standalone dev server.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig } = require('./webpack.common.cjs');
const { sharedSingletons } = require('./shared-deps.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { addContracts } = require('./contracts.cjs');

const BUNDLER_RUNTIME_FROM_HOST = path.join(__dirname, 'bundler-runtime-from-host.js');

/**
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string, string> }} options
 * `name` is the federation name (e.g. mfe_header); `./app` (single-spa lifecycles) is always exposed.
 */
/** What the dev server hands to the API: its prefixes and the root-level calls of A§7.3. */
const API_PATHS = ['/svc', '/services', '/media', '/auth', '/fast_reblog', '/publish', '/answer', '/approve_submission', '/deny_submission'];

function createRemoteConfig({ dir, name, port, exposes = {} }) {
  return (_env, argv) => {
    const development = argv.mode === 'development';
    const mode = development ? 'development' : 'production';
    const base = commonConfig({ dir, mode });
    return {
      ...base,
      // The standalone page is a development tool; production ships only the federated entry.
      entry: development ? { standalone: './src/standalone/index.ts' } : {},
      output: {
        ...base.output,
        publicPath: 'auto',
        uniqueName: name,
        filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      },
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './app': './src/app.tsx', ...exposes },
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          // metaData.contracts: the bus and shared versions this build was made against (contracts.cjs).
          manifest: { additionalData: addContracts },
          dts: false,
          // In production the shell provides the MF runtime once (its core here, its bundler glue below);
          // standalone development needs its own.
          // A remote runs only in browsers and loads no other remote through webpack `remotes`, so its
          // federation glue needs neither the Node script loader nor the remote-module handler.
          experiments: development ? { externalRuntime: false } : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        }),
        ...(development
          ? [
              new HtmlWebpackPlugin({
                filename: 'standalone.html',
                template: path.join(__dirname, 'standalone.html'),
                chunks: ['standalone'],
                title: `${name} (standalone)`,
              }),
            ]
          : [
              // The bundler runtime comes from the shell too (bundler-runtime-from-host.js).
              new webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, BUNDLER_RUNTIME_FROM_HOST),
              new PrecompressPlugin(),
            ]),
      ],
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: { index: '/standalone.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: API_PATHS, target: process.env.API_URL || 'http://127.0.0.1:8080' }],
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createRemoteConfig, API_PATHS };
