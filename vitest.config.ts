import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,api,contract}/**/*.spec.{ts,tsx}', 'src/**/*.spec.{ts,tsx}'],
    testTimeout: 20000,
    pool: 'forks',
  },
});
