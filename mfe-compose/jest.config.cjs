// marked ships ES modules only: let swc transform it like our own code.
module.exports = require('../config/jest.base.cjs').jestConfig(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!marked/)'],
});
