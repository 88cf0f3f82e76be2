import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 20_000,
    // Every core: the suite is mostly waiting on browsers, emulators and child processes.
    maxWorkers: availableParallelism(),
  },
});
