// One ESLint config for the whole repository. The import rules enforce the layout
// (docs/decisions/0001-workspaces-and-typescript-at-runtime.md): core is pure (no Node, DOM
// frameworks, Drizzle or our other packages); server and web never import each other; a web
// feature imports only shared code, never another feature; no import cycles; kebab-case files.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

// Every web feature is a zone: it may import shared code (components, lib, hooks, config) but
// no other feature. Routes in app/ compose features.
const webFeatures = readdirSync('packages/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./packages/web/src/features/${feature}`,
  from: './packages/web/src/features',
  except: [`./${feature}`],
  message: 'A feature imports only shared code; compose features in app/ instead.',
}));
// The server's database layer (schema, migrations, seed data) is the bottom: nothing above it.
const serverLayers = [
  {
    target: './packages/server/src/db',
    from: ['auth', 'generation', 'media', 'modules', 'plugins', 'recipes', 'app.ts'].map(
      (upper) => `./packages/server/src/${upper}`,
    ),
    message: 'db/ is the bottom layer: move the code that needs this up (e.g. into recipes/).',
  },
];

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
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: {
      // Without these the import rules never read a TypeScript file, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/core/tsconfig.json',
            'packages/server/tsconfig.json',
            'packages/web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...serverLayers] }],
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
    // Query keys come from the registry (packages/web/src/lib/query-keys.ts), never a literal.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/lib/query-keys.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > :matches(ArrayExpression, TSAsExpression)",
          message: 'Take query keys from queryKeys in @/lib/query-keys, not a literal.',
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
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message:
                'Use useMutation from @/lib/use-mutation: its per-call callbacks always run.',
            },
          ],
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
