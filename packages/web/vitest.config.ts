import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['../../test-support/fail-on-console-error.ts', './src/testing/setup.ts'],
      // Pages load lazily: on a loaded two-core machine the first import of a page can take
      // seconds. Tests wait on what appears (findBy*, waitFor), so a generous ceiling costs nothing
      // when the machine is quiet and keeps a busy one from failing them.
      testTimeout: 60_000,
    },
  }),
);
