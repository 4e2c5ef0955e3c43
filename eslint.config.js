// ESLint: TypeScript, React hooks, accessibility of JSX, and the layer boundaries of
// shared/DESIGN.md (components never import server values, server code never imports components).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Value imports from these paths are refused; `import type` stays allowed. */
const forbid = (patterns, message) => ['error', { patterns: [{ group: patterns, message, allowTypeImports: true }] }];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.cache/',
      'data/',
      'node_modules/',
      'public/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // A double cast throws the checker away; `as any` is refused everywhere by no-explicit-any. The
  // tests keep `as unknown as` for their partial fakes of wide interfaces (a Rollup meta, a Db).
  {
    files: ['app/**', 'scripts/**', 'bench/**', 'server.mjs', '*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message:
            'No `as unknown as`: narrow the value (a check, a type guard, a schema) so the checker still checks it.',
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['app/components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': forbid(
        ['~/.server', '~/.server/**', '**/.server', '**/.server/**'],
        'Components are drawn in the browser too: take server values as props, import only types from .server.',
      ),
    },
  },
  {
    files: ['app/.server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': forbid(
        ['~/components', '~/components/**', '**/components', '**/components/**'],
        'Server code does not import components: move what both sides need to app/lib or app/schemas.',
      ),
    },
  },
  prettier,
);
