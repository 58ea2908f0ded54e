import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleParts, tableOwners } from './apps/api/src/db/schema/owners.ts';

/** The folders of a directory, so a new feature or module is fenced off the day it is made. */
const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersOf('./apps/web/src/features');
const merchantFeatures = foldersOf('./apps/merchant/src/features');
const apiModules = foldersOf('./apps/api/src/modules');

/**
 * The tables a piece of the API may not import from db/schema (decision 0074): every table but
 * those of `owner` (a module, or a file outside the modules), one pattern per owning module so the
 * message names where to go instead. Row types stay free (`import type`).
 */
function foreignTables(owner) {
  const byOwner = Map.groupBy(
    Object.entries(tableOwners).filter(([, tableOwner]) => tableOwner !== owner),
    ([, tableOwner]) => tableOwner,
  );
  return [
    'error',
    {
      patterns: [...byOwner].map(([tableOwner, tables]) => ({
        group: ['**/db/schema/*.ts'],
        importNames: tables.map(([table]) => table),
        allowTypeImports: true,
        message: tableOwner.endsWith('.ts')
          ? `Its table is kept by apps/api/src/${tableOwner}: use what that file exports.`
          : `Its table belongs to the ${tableOwner} module (apps/api/src/db/schema/owners.ts): call ${tableOwner}/service.ts.`,
      })),
    },
  ];
}

// Promises nobody awaits (a rejection nobody sees, or work that outlives its caller) need types:
// oxlint checks them with TypeScript 7's (.oxlintrc.json, decision 0087). No rule here reads types.
export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tools/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
      // The native projects (their copied web app) and the native check's copy of them.
      'apps/web/android/**',
      'apps/web/ios/**',
      '**/dist-native/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'error',
    },
  },
  {
    // Kebab-case names (docs/architecture.md section 10). The middle parts the tools want (`.test`, `.spec`, `.config`,
    // `.d`) are not judged.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Tools that load a default export by convention.
    files: ['**/*.config.ts', '**/*.config.js', 'eslint.config.js', 'e2e/global-setup.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // The customer app's build serves it as `react`, whose default export libraries import.
    files: ['apps/web/src/lib/react-on-preact.js'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts', '**/*.d.ts', 'apps/web/src/lib/i18n.ts'],
    rules: {
      // Module augmentation (Fastify's and i18next's types) needs interfaces.
      '@typescript-eslint/consistent-type-definitions': 'off',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      // A module reaches another module's data only through what that module's service.ts exports.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: apiModules.map((name) => ({
            target: `./apps/api/src/modules/${name}`,
            from: './apps/api/src/modules',
            except: [
              `./${name}`,
              ...apiModules.filter((other) => other !== name).map((other) => `./${other}/service.ts`),
            ],
            message: 'Import another module only through its service.ts.',
          })),
        },
      ],
    },
  },
  // Each table is imported only by its owner (apps/api/src/db/schema/owners.ts); a part of a module
  // shares its tables. db/ builds and fills the whole schema (client, seed) and tests build their
  // data directly, so neither is fenced.
  {
    files: ['apps/api/src/{http,jobs,lib,providers}/**/*.ts', 'apps/api/src/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': foreignTables(null) },
  },
  ...[...new Set(Object.values(tableOwners))]
    .filter((owner) => owner.endsWith('.ts') && !owner.startsWith('db/'))
    .map((owner) => ({
      files: [`apps/api/src/${owner}`],
      rules: { '@typescript-eslint/no-restricted-imports': foreignTables(owner) },
    })),
  ...apiModules.map((name) => ({
    files: [`apps/api/src/modules/${name}/**/*.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': foreignTables(moduleParts[name] ?? name) },
  })),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The one-way flow of bulletproof-react: shared code never reaches into features or app,
      // and a feature never imports another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/hooks', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...webFeatures.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/merchant/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The same one-way flow as the customer app, and the panel never reaches into it.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/merchant/src',
              from: './apps/web',
              message: 'Share code through packages/contract or packages/client.',
            },
            {
              target: './apps/merchant/src/components',
              from: ['./apps/merchant/src/features', './apps/merchant/src/app'],
            },
            { target: './apps/merchant/src/lib', from: ['./apps/merchant/src/features', './apps/merchant/src/app'] },
            { target: './apps/merchant/src/hooks', from: ['./apps/merchant/src/features', './apps/merchant/src/app'] },
            { target: './apps/merchant/src/features', from: './apps/merchant/src/app' },
            ...merchantFeatures.map((name) => ({
              target: `./apps/merchant/src/features/${name}`,
              from: './apps/merchant/src/features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // The offline page's script, served as it is (decision 0043).
    files: ['apps/web/public/offline.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The panel's service worker is a script of its own, served as it is (decision 0031).
    files: ['apps/merchant/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    // One API client and one money formatter (decision 0072): an app that writes its own again
    // fails here, pointed at the one to use.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: [
      'packages/client/src/api-error.ts',
      'packages/client/src/api-client.ts',
      'packages/contract/src/money.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ClassDeclaration', 'FunctionDeclaration', 'VariableDeclarator'].map((node) => ({
          selector: `${node}[id.name=/^(ApiError|isEnvelope|expectSuccess)$/]`,
          message:
            'The API client is packages/client (@delivery/client/api-client, api-error): configure it, do not copy it.',
        })),
        ...[
          "NewExpression[callee.property.name='NumberFormat']",
          "CallExpression[callee.property.name='toLocaleString']",
        ].map((call) => ({
          selector: `${call} Property[key.name='style'][value.value='currency']`,
          message: 'Money is written by formatMoney/formatReais of @delivery/contract/money, not by another formatter.',
        })),
      ],
    },
  },
  {
    // A journey's `test` is e2e/fixtures.ts's: it carries the worker's own server as `baseURL`.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures.ts': they run against the worker's own server.",
            },
          ],
        },
      ],
    },
  },
  {
    // The browser apps must never import server code.
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/merchant/**/*.{ts,tsx}',
      'packages/contract/**/*.ts',
      'packages/client/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@delivery/api/*'],
              message: 'The client imports the contract, never server code.',
            },
          ],
        },
      ],
    },
  },
);
