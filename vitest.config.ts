import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each package declares its own project.
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/server', 'packages/web'],
    // PGlite instances are memory-hungry and the machine has two cores: two workers at most.
    maxWorkers: 2,
  },
});
