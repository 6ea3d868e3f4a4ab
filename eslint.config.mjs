// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.docusaurus/', 'node_modules/', 'test-results/', '.wrangler/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // CommonJS files: tool configurations, and the webpack loader of plugins/docsearch-fixes. CommonJS has no
  // import statement: require() is how it imports.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // React code: the site's components and the plugins' browser code. (Not everywhere: Playwright's
  // fixtures call a function named `use` that is no React hook.)
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/*/client/**/*.{ts,tsx}', 'plugins/*/client.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `{ unwanted, ...rest }` is how a component drops a prop before spreading the rest.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
);
