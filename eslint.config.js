import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importX } from 'eslint-plugin-import-x';
import { familyTablesRule } from './eslint-rules/family-tables.mjs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { featureOf, resolved, webFeatureImports } from './scripts/web-feature-imports.mjs';
import { FLOOR_EXCEPTIONS, SERVER_FLOORS, serverFloorOf } from './scripts/server-floors.mjs';

const foldersOf = (dir) => readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Web features: each imports shared/ and its own folder; another feature only through its public entry (index.ts). Route pages are mounted by app/routes.tsx from the feature's own *-routes.tsx. */
const webFeatures = foldersOf('./apps/web/src/features/');
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`, ...webFeatures.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'A feature imports shared/ and its own folder; another feature only through its index.ts (or move the code to shared/).',
}));

/** Server: the floors other than documents/ ask the family registry (documents/family.ts, documents.module.ts), never a family's folder. */
const families = foldersOf('./apps/server/src/documents/');
const familyZones = ['outputs', 'master', 'integrations', 'ledgers', 'reports'].map((area) => ({
  target: `./apps/server/src/${area}`,
  from: families.map((family) => `./apps/server/src/documents/${family}`),
  message: `${area}/ names no family: take what the family provides through its registry entry (documents/family.ts).`,
}));
const repoRoot = path.dirname(new URL(import.meta.url).pathname);
/**
 * The rule behind `knjige/feature-pairs`: a web feature may import another only when that one imports
 * nothing of it (no pair both ways). The other direction is read from the files on disk, once per
 * ESLint process, by the same definition `npm run health` counts with (scripts/web-feature-imports.mjs),
 * tests included.
 */
let webFeatureGraph;
const featurePairsRule = {
  meta: { type: 'problem', schema: [], messages: { bothWays: "Feature '{{from}}' imports '{{to}}', which imports '{{from}}': keep one direction, and move what both need into shared/." } },
  create(context) {
    const from = featureOf(repoRoot, context.physicalFilename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolved(context.physicalFilename, source);
      const to = target && featureOf(repoRoot, target);
      if (!to || to === from) return;
      webFeatureGraph ??= webFeatureImports(repoRoot, { tests: true });
      if (webFeatureGraph.has(`${to}→${from}`)) context.report({ node: node.source, messageId: 'bothWays', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const serverSrc = 'apps/server/src/';
/**
 * The rule behind `knjige/server-floors`: a server file imports only from its own floor or a lower
 * one (scripts/server-floors.mjs lists the floors, lowest first), type-only imports included; a
 * relative import is resolved against the importer, so no spelling of the path slips by.
 */
const serverFloorsRule = {
  meta: { type: 'problem', schema: [], messages: { up: "{{from}} does not import from {{to}} (a higher floor, scripts/server-floors.mjs): move the code down, or let the app fill a port this floor defines (docs/decisions.md#floors-and-boundaries)." } },
  create(context) {
    const importer = path.relative(repoRoot, context.physicalFilename).split(path.sep).join('/');
    // tests build the whole app to watch their floor work, so they may import any floor
    if (!importer.startsWith(serverSrc) || importer.endsWith('.test.ts') || FLOOR_EXCEPTIONS.includes(importer.slice(serverSrc.length))) return {};
    const from = serverFloorOf(importer.slice(serverSrc.length));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(repoRoot, path.resolve(path.dirname(context.physicalFilename), source)).split(path.sep).join('/');
      if (!target.startsWith(serverSrc)) return;
      const to = serverFloorOf(target.slice(serverSrc.length));
      if (to > from) context.report({ node: node.source, messageId: 'up', data: { from: SERVER_FLOORS[from].name, to: SERVER_FLOORS[to].name } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default defineConfig(
  {
    ignores: ['**/dist/**', '**/.tsbuild/**', '**/node_modules/**', '**/data/**', 'e2e/artifacts/**', 'e2e/test-results/**', '**/migrations/**', '**/coverage/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // A leading underscore marks a parameter or binding that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...familyZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    plugins: { knjige: { rules: { 'family-tables': familyTablesRule, 'server-floors': serverFloorsRule, 'feature-pairs': featurePairsRule } } },
  },
  {
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'knjige/family-tables': 'error', 'knjige/server-floors': 'error' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'knjige/feature-pairs': 'error' },
  },
  {
    // Routes call services and repositories; only those run SQL (types of the handle may pass through).
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'A routes file runs no SQL: move the query into a repository (*.repo.ts).' }],
          patterns: [
            { group: ['**/platform/db/*', '!**/platform/db/client'], message: 'A routes file runs no SQL: move the query into a repository (*.repo.ts).' },
            { group: ['**/platform/db/client'], allowTypeImports: true, message: 'A routes file runs no SQL: take the handle from the context and pass it to a service.' },
            { group: ['**/*.tables'], message: 'A routes file runs no SQL: move the query into a repository (*.repo.ts).' },
            { group: ['**/*.repo'], message: 'A routes file calls services, never a repository: call (or add) the service function that reads it.' },
          ],
        },
      ],
      // A write's transaction is the service's to open (it knows what belongs together), never the route's.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
          message: 'A routes file opens no transaction: a service function opens it and calls the repository.',
        },
      ],
    },
  },
  {
    // A repository takes a Reader (it reads) or a Tx (it writes or locks), never the whole database:
    // a write runs in the transaction its service opened (docs/decisions.md#floors-and-boundaries).
    files: ['apps/server/src/**/*.repo.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSTypeReference[typeName.name='Db']",
          message: 'A repository takes a Reader (it reads) or a Tx (it writes or locks), not the database: the service opens the transaction.',
        },
      ],
    },
  },
  {
    // The simulators stand in for SEF, eOtpremnica and the NBS: tests and benchmarks start them, the
    // running server never loads them (they are not in its bundle).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@knjige/simulators', '@knjige/simulators/*', '**/simulators/**'], message: 'The server does not load a simulator: only tests and benchmarks start one.' }] }],
    },
  },
  {
    // A simulator answers the published contract (its paths, statuses and limits in @knjige/contract), never the server's code.
    files: ['apps/simulators/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@knjige/server', '@knjige/server/*', '**/server/**'], message: 'A simulator imports no server code: what both need is the contract (packages/contract).' }] }],
    },
  },
  {
    // Stubs and no-op callbacks are normal in tests.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-empty-function': 'off' },
  },
);
