import { defineConfig } from 'vitest/config';

// Browser flows: one reference server with demo data for the whole run, one Chromium per file.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    fileParallelism: false,
    // A loaded 2-core CI machine can take more than the default second to re-render after a call.
    expect: { poll: { timeout: 8000 } },
  },
});
