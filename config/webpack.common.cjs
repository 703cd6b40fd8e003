const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');

/** Loader and resolve rules every browser package builds with (swc transpiles; tsc only type-checks). */
function commonConfig({ dir, mode }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg|webp|mp3|wav)$/i, type: 'asset/resource' },
      ],
    },
    // swc minifies about twice as fast as terser on these machines (toolchain notes).
    optimization: production ? { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] } : {},
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    output: {
      path: path.join(dir, 'dist'),
      clean: true,
    },
  };
}

module.exports = { commonConfig };
