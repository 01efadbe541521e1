// One flat config for the whole workspace; every project lints with `eslint .` from its folder.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries of docs/architecture.md. Scopes say who may use whom (a remote or the
 * shell only reaches shared libraries, never another app); types say which layer may use
 * which (contracts are pure zod, the API never pulls the UI kit).
 */
const depConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:landing', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:repertoire', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:schedules', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:members', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:reports', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'scope:api',
    onlyDependOnLibsWithTags: ['scope:shared'],
    notDependOnLibsWithTags: ['type:ui', 'type:testing'],
  },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [], allowedExternalImports: ['zod'] },
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
const appPackages = [
  'api',
  'shell',
  'landing',
  'repertoire',
  'schedules',
  'members',
  'reports',
].flatMap((app) => [`@levita/${app}`, `@levita/${app}/*`]);

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

// Tests may use the test runner and the test kit where production code may not.
const testDepConstraints = depConstraints.map((constraint) => ({
  ...constraint,
  ...(constraint.allowedExternalImports && {
    allowedExternalImports: [...constraint.allowedExternalImports, 'vitest'],
  }),
  ...(constraint.sourceTag.startsWith('type:') &&
    constraint.onlyDependOnLibsWithTags.length > 0 && {
      onlyDependOnLibsWithTags: [...constraint.onlyDependOnLibsWithTags, 'type:testing'],
    }),
}));

// The API's tests run the mock API to hold it to the server (test/search-parity.test.ts); the
// test kit brings the UI kit along, so both are allowed there, and only there.
const apiTestDepConstraints = testDepConstraints.map((constraint) =>
  constraint.sourceTag === 'scope:api'
    ? { ...constraint, notDependOnLibsWithTags: [] }
    : constraint,
);

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
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(depConstraints),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: appPackages,
              message:
                'An app never imports another app: move shared code into a library under libs/.',
            },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
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
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': boundaries(testDepConstraints) },
  },
  {
    files: ['apps/api/test/**/*.test.ts'],
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
  prettier,
);
