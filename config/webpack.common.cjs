const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

/** Loader and resolve rules every browser package builds with (swc transpiles; tsc only type-checks). */
function commonConfig({ dir, mode }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // 'es2015' first: rxjs then resolves to its ES2015 build, not the ES5 one with tslib's helpers (smaller).
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], conditionNames: ['es2015', '...'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        // Production extracts stylesheets to .css files beside their chunks: the browser parses them as CSS,
        // not as strings inside JS that style-loader injects (issue 14). A chunk's CSS arrives before its
        // code runs. css-loader maps CSS whenever devtool is set, so maps for CSS in development only.
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: { sourceMap: !production } }],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|mp3|wav)$/i, type: 'asset/resource' },
      ],
    },
    // swc minifies about twice as fast as terser on these machines (toolchain notes).
    optimization: production
      ? {
          minimize: true,
          minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify }), new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify })],
        }
      : {},
    plugins: production
      ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }), ...bundleReport(dir)]
      : [],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    output: {
      path: path.join(dir, 'dist'),
      clean: true,
    },
  };
}

/**
 * `ANALYZE=1 npm run build -w <package>` writes `<package>/bundle-report.html`: a treemap of every chunk by its
 * modules, gzip sizes shown (issue 14's visualizer). Outside dist/, so it never deploys. Loaded only when asked.
 */
function bundleReport(dir) {
  if (!process.env.ANALYZE) return [];
  const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer');
  return [
    new BundleAnalyzerPlugin({
      analyzerMode: 'static',
      reportFilename: path.join(dir, 'bundle-report.html'),
      reportTitle: `${path.basename(dir)} bundle`,
      defaultSizes: 'gzip',
      openAnalyzer: false,
    }),
  ];
}

module.exports = { commonConfig };
