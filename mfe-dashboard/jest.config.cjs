const base = require('../config/jest.base.cjs').jestConfig(__dirname);

module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'] };
