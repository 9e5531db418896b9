import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/** A file under src/features/<a>/ may not import from src/features/<b>/. */
const noCrossFeature = {
  meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" imports feature "{{to}}"; compose them in src/app instead.' } },
  create(context) {
    const featureOf = (file) => /src[\\/]features[\\/]([^\\/]+)/.exec(file)?.[1];
    const from = featureOf(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!from || !source.startsWith('.')) return;
        const to = featureOf(path.resolve(path.dirname(context.filename), source));
        if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.tmp', 'coverage', 'supabase/seed/assets'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Features never import each other (DESIGN.md §2); src/app composes them.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { 'no-cross-feature': noCrossFeature } } },
    rules: { 'boundaries/no-cross-feature': 'error' },
  },
);
