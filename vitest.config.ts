import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,api,contract}/**/*.spec.{ts,tsx}', 'src/**/*.spec.{ts,tsx}'],
    // Screens take their precompiled validators from the server; in unit tests from the same code, compiled at once.
    // The screens' model is schemas/ (the app's comes with the page the server sends).
    setupFiles: ['tests/unit/provideValidators.ts', 'tests/unit/waitLonger.ts', 'tests/unit/modelOfFiles.ts'],
    testTimeout: 20000,
    // Each API file builds a server and signs in; on a busy 2-core machine that can pass 10 s.
    hookTimeout: 60000,
    pool: 'forks',
  },
});
