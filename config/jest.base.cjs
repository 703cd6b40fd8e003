const path = require('node:path');

/** Jest setup shared by the browser packages: swc transpiles, jsdom renders, CSS is ignored. */
function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.[jt]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'),
      '\\.(png|jpe?g|gif|svg|webp|mp3|wav)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    ...overrides,
  };
}

module.exports = { jestConfig };
