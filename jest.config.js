// Three projects: the API server against a real PostgreSQL, the SPA in jsdom, and end-to-end in
// Chromium against a production start. `npm test` (test/run-all.mjs) runs them all.
/** @type {import('jest').Config} */
const common = {
  transform: { '^.+\\.[cm]?[jt]sx?$': 'babel-jest' },
  // ESM-only packages the tests load are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(jose|@sinclair|cookie|content-disposition)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // A safety net, not a speed assertion: this 2-core machine is shared and sometimes slow
  // (jest reads it only here, not per project; the e2e files raise it for themselves).
  testTimeout: 20000,
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/server/**/*.test.ts', '<rootDir>/src/shared/**/*.test.ts'],
      globalSetup: '<rootDir>/src/server/test-support/globalSetup.ts',
      globalTeardown: '<rootDir>/src/server/test-support/globalTeardown.ts',
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/client/**/*.test.ts', '<rootDir>/src/client/**/*.test.tsx', '<rootDir>/test/i18n/**/*.test.ts', '<rootDir>/test/paths/**/*.test.ts'],
      // Globals jsdom lacks, before any test module loads; then jest-dom's matchers.
      setupFiles: ['<rootDir>/test/support/clientPolyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setupClientTests.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': '<rootDir>/test/support/fileMock.js' },
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
    },
  ],
};
