module.exports = require('../config/jest.base.cjs').jestConfig(__dirname);
