const { jestConfig } = require('../config/jest.base.cjs');

const config = jestConfig(__dirname);
// A deep import of the federation bundler runtime names its ES build; Jest runs the CommonJS one beside it.
config.moduleNameMapper['^(@module-federation/webpack-bundler-runtime/dist/.+)\\.js$'] = '$1.cjs';
module.exports = config;
