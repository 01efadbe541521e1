// One flat config for the whole workspace; every project lints with `eslint .` from its folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every app under apps/, read from its package.json: a new app (`nx g @levita/tools:remote`)
 * gets its scope constraint and its name ban below as soon as its folder exists.
 */
const apps = readdirSync(new URL('apps/', import.meta.url))
  .map((folder) => new URL(`apps/${folder}/package.json`, import.meta.url))
  .filter((manifest) => existsSync(manifest))
  .map((manifest) => JSON.parse(readFileSync(manifest, 'utf8')));

/** What the API may not use beyond what every app may not. */
const appExtraConstraints = {
  'scope:api': { notDependOnLibsWithTags: ['type:ui', 'type:testing'] },
};

/**
 * Module boundaries of docs/architecture.md. Scopes say who may use whom (a remote or the
 * shell only reaches shared libraries, never another app); types say which layer may use
 * which (contracts are pure zod/mini, the API never pulls the UI kit).
 */
const depConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  ...apps
    .flatMap((app) => app.nx.tags.filter((tag) => tag.startsWith('scope:')))
    .map((sourceTag) => ({
      sourceTag,
      onlyDependOnLibsWithTags: ['scope:shared'],
      ...appExtraConstraints[sourceTag],
    })),
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'type:contracts',
    onlyDependOnLibsWithTags: [],
    allowedExternalImports: ['zod/mini'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:data', 'type:contracts'],
  },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contracts'] },
  {
    sourceTag: 'type:testing',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:data', 'type:contracts'],
  },
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:testing'],
  },
];

// Apps are not libraries: their package names resolve to nothing Nx can check, so they are
// banned by name as well.
const appPackages = apps.flatMap((app) => [app.name, `${app.name}/*`]);

const boundaries = (constraints) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    depConstraints: constraints,
    // An app's dev entry loads the mock API lazily (only `vite serve` has it) while its tests
    // import the test kit statically: both are fine for a test-only library.
    checkDynamicDependenciesExceptions: ['@levita/testing'],
  },
];

// Tests may use the test runner, property tests and the test kit where production code may not.
const testDepConstraints = depConstraints.map((constraint) => ({
  ...constraint,
  ...(constraint.allowedExternalImports && {
    allowedExternalImports: [...constraint.allowedExternalImports, 'vitest', 'fast-check'],
  }),
  ...(constraint.sourceTag.startsWith('type:') &&
    constraint.onlyDependOnLibsWithTags.length > 0 && {
      onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:testing'],
    }),
}));

// The API's tests run the mock API to hold it to the server (test/search-parity.test.ts, and
// test/rule-parity.test.ts through test/parity-fixtures.ts); the test kit brings the UI kit
// along, so both are allowed in apps/api/test, and only there.
const apiTestDepConstraints = testDepConstraints.map((constraint) =>
  constraint.sourceTag === 'scope:api'
    ? { ...constraint, notDependOnLibsWithTags: [] }
    : constraint,
);

const anotherApp = {
  group: appPackages,
  message: 'An app never imports another app: move shared code into a library under libs/.',
};

/*
 * Import zones inside each web app (docs/architecture.md §5), drawn as bulletproof-react
 * draws them: shared code (src/components, config, hooks, lib, utils) imports no feature and
 * not app/; a feature imports no other feature and not app/; app/ (and the landing's page/,
 * its second root) composes them. Test code (tests, src/testing) may also reach app/ to render
 * the app around what it tests, never another feature. Imports are relative, so each rule is
 * written for the depth of the importing file: from src/<a>/<b>/x.ts, '../../' is src.
 */
const zoneMessages = {
  otherFeature:
    'A feature never imports another feature: move what both need to src/components, src/hooks, src/lib or src/utils (or into a library under libs/ when two apps need it).',
  app: 'Only app/ composes features: features and shared code never import app/ (or the landing page/); paths and settings live in src/config.',
  feature:
    'Shared code (src/components, config, hooks, lib, utils, testing) never imports a feature: move the piece it needs out of the feature.',
};
const sharedFolders = '{components,config,hooks,lib,utils}';
const deepestFolder = 6;

/** Exactly `levels` steps up, then a name: '../../x' is 2, '../../../x' is not. */
const up = (levels) => `^(\\.\\./){${levels}}`;

const zone = (files, bans) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [anotherApp, ...bans] }] },
});

const importZones = Array.from({ length: deepestFolder }, (_, index) => index + 1).flatMap(
  (depth) => {
    const inFolder = (folder, file) => `apps/*/src/${folder}/${'*/'.repeat(depth - 1)}${file}`;
    const app = { regex: `${up(depth)}(app|page)(/|$)`, message: zoneMessages.app };
    const feature = { regex: `${up(depth)}features(/|$)`, message: zoneMessages.feature };
    const otherFeature = { regex: `${up(depth - 1)}[^./]`, message: zoneMessages.otherFeature };
    const shared = [
      zone([inFolder(sharedFolders, '*.{ts,tsx}')], [feature, app]),
      zone(
        [inFolder(sharedFolders, '*.test.{ts,tsx}'), inFolder('testing', '*.{ts,tsx}')],
        [feature],
      ),
    ];
    // A file directly in features/ belongs to no feature; the convention has none.
    if (depth === 1) return shared;
    return [
      ...shared,
      zone([inFolder('features', '*.{ts,tsx}')], [otherFeature, app]),
      zone([inFolder('features', '*.test.{ts,tsx}')], [otherFeature]),
    ];
  },
);

/**
 * Comments say why in words: a reader of the repository cannot open an issue, so a comment
 * that cites one by its number says nothing to them. The reason goes in the comment, and a
 * decision that needs its history in docs/decisions.md.
 */
const noIssueCitations = {
  meta: {
    type: 'suggestion',
    messages: {
      cited:
        'This comment cites "{{citation}}", which a reader cannot open: say the reason in words, or put the decision in docs/decisions.md.',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = /\bissues?\s*#?\d+/i.exec(comment.value);
          if (found)
            context.report({ loc: comment.loc, messageId: 'cited', data: { citation: found[0] } });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'deploy/**',
      'data/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx, levita: { rules: { 'no-issue-citations': noIssueCitations } } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(depConstraints),
      'no-restricted-imports': ['error', { patterns: [anotherApp] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'levita/no-issue-citations': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A library's testing entry (`@levita/federation/testing`) serves tests only.
    files: ['**/*.test.{ts,tsx}', 'libs/*/src/testing/**'],
    rules: { '@nx/enforce-module-boundaries': boundaries(testDepConstraints) },
  },
  {
    files: ['apps/api/test/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaries(apiTestDepConstraints) },
  },
  {
    // Command-line tools and bootstrap scripts talk to a person through the terminal.
    files: [
      'scripts/**',
      'tools/src/**/cli.ts',
      'apps/*/build.mjs',
      'apps/api/src/server.ts',
      'apps/api/src/**/*-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Every write takes its locks in the API's one order and is retried on a deadlock: it runs
    // in write() (db/write-transaction.ts), the one caller of .transaction() besides the
    // backup, restore and copy tools, which own their database for the duration.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/write-transaction.ts', 'apps/api/src/db/portable/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            'Write through createWrite() (db/write-transaction.ts): it takes locks in the API order and retries deadlocks (docs/architecture.md "Locks and versions").',
        },
      ],
    },
  },
  {
    // The API's repositories own the SQL and sit under the domain code: they import db/ and
    // each other, never a domain folder or a route (docs/api.md). A write decides under its
    // locks whether it may still happen, so it may answer with the API's error
    // (errors/http-error).
    files: ['apps/api/src/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            anotherApp,
            {
              regex: '^\\.\\./(?!db/|errors/http-error$)',
              message:
                'A repository imports only db/, errors/http-error, other repositories and libraries: move the rule it needs into @levita/contracts or db/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Classic zod hangs every method on every schema class, so a bundle that imports it keeps
    // all of it (26 KiB gzipped per app); zod/mini's functions are tree-shaken. The contracts
    // and everything the browser loads use zod/mini (docs/shared-libraries.md); the API may use
    // classic zod for its own schemas. This is the TypeScript twin of no-restricted-imports, a
    // rule of its own: the per-folder no-restricted-imports (repositories, import zones) replace
    // that rule's options, so they would drop this ban or have to repeat it.
    files: ['apps/**', 'libs/**'],
    ignores: ['apps/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message:
              "Web code and @levita/contracts import 'zod/mini', never classic zod: classic zod cannot be tree-shaken and adds ~26 KiB gzipped to every app (docs/shared-libraries.md). Only the API may use classic zod, for its own schemas.",
          })),
        },
      ],
    },
  },
  {
    // The accessibility gate is a fixture of e2e/support/test.ts: a spec that took `test` from
    // Playwright directly would visit pages nobody scans.
    files: ['e2e/specs/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              allowTypeImports: true,
              message:
                "Specs import test and expect from '../support/test', which runs axe on every page they visit.",
            },
          ],
        },
      ],
    },
  },
  ...importZones,
  prettier,
);
