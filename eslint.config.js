// One ESLint config for the whole repository. The import rules enforce ARCHITECTURE.md:
// core is pure (no Node, DOM frameworks, Drizzle or our other packages); server and web never
// import each other.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'packages/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({
            name,
            message: 'core is pure: no Node built-ins.',
          })),
          patterns: [
            { group: ['@roastie/*'], message: 'core imports nothing of ours.' },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'react-router'],
              message: 'core is pure: no React.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'core is pure: no database.',
            },
            { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'core is pure: no server.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@roastie/web', '@roastie/web/*', '**/packages/web/**'],
              message: 'server never imports web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@roastie/server', '@roastie/server/*', '**/packages/server/**'],
              message: 'web never imports server.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify'],
              message: 'web runs in the browser.',
            },
          ],
        },
      ],
    },
  },
);
