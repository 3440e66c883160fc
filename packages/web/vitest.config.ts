import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The tests run the runtime the app ships: Preact, through the aliases of vite.config.ts
// (docs/decisions/0021-preact-runtime.md). Libraries that import React are bundled into the test
// run (inline) so those aliases reach them too, read as ES modules (the `module` condition: their
// CommonJS builds would `require('react')` past the aliases). Test files import
// '@testing-library/react', typed against React like the app; they get its Preact twin, whose
// render and fireEvent flush Preact's effects. user-event's events run as in a browser, effects
// after the next frame, so tests wait for what appears (findBy*, waitFor).
export default mergeConfig(
  viteConfig,
  defineProject({
    resolve: {
      conditions: ['module', 'import'],
      alias: { '@testing-library/react': '@testing-library/preact' },
    },
    ssr: { resolve: { conditions: ['module', 'import'], externalConditions: ['module'] } },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['../../test-support/fail-on-console-error.ts', './src/testing/setup.ts'],
      // Pages load lazily: on a loaded two-core machine the first import of a page can take
      // seconds. Tests wait on what appears (findBy*, waitFor), so a generous ceiling costs nothing
      // when the machine is quiet and keeps a busy one from failing them.
      testTimeout: 60_000,
      server: {
        deps: {
          inline: [
            '@testing-library/preact',
            'react-router',
            '@tanstack/react-query',
            'lucide-react',
          ],
        },
      },
    },
  }),
);
