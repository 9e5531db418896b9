import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The house's layers (docs/ARCHITECTURE.md, "Layers"): which folder may import which. Paths are relative to this
// file; `except` paths are relative to their zone's `from`.
const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** server/ imports only server/ and core/ (and packages); `also` widens it for the files below. */
function serverZone(...also) {
  return {
    target: './server',
    from: '.',
    except: ['./server', './core', './node_modules', './package.json', ...also],
    message: 'server/ imports only server/ and core/ (what the app and the server share lives in core/).',
  };
}

/** The zones, with the server's allowed further by `also` (paths from the repository's root). */
const layerZones = (...also) => [
  {
    target: './core',
    from: '.',
    except: ['./core', './node_modules'],
    message: 'core/ is shared by the app and the server: it imports nothing of ours outside core/.',
  },
  serverZone(...also),
  {
    target: ['./src/lib', './src/components', './src/i18n', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'src/lib, src/components, src/i18n and src/config sit below the features and the app: move the shared piece down instead.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Features never import each other: put what "${feature}" shares with another feature in src/lib, src/components or core/.`,
  })),
];

const LAYER_ZONES = layerZones();

const CORE_PLAIN = 'core/ is framework-free TypeScript: no React, no Supabase client, no Node builtins, no Vite.';

/** What core/ may not import besides our own folders: no framework, no Node builtins. */
const CORE_FORBIDDEN_PACKAGES = {
  patterns: [
    {
      group: ['react', 'react-*', 'react/*', 'react-dom/*', '@supabase/*', 'vite', 'vite/*', 'node:*'],
      message: CORE_PLAIN,
    },
  ],
  paths: builtinModules.map((name) => ({ name, message: CORE_PLAIN })),
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
    // The layers and the ban on import cycles, over everything the app and the server run.
    files: ['core/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these import-x reads only .js modules when it follows imports, and no-cycle
      // silently finds nothing in TypeScript (tests/architecture/layers.test.ts proves it does).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server's own unit tests may use the tests' helpers (row builders, head parsers).
    files: ['server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones('./tests/support') }] },
  },
  {
    // The demo content is data the embedded server loads into an empty database on its first
    // start: server/seed.ts alone may reach supabase/seed (which declares the narrow SeedApi it
    // needs and imports nothing of the server's). Everything else this file imports is checked.
    files: ['server/seed.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones('./supabase/seed') }],
    },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', CORE_FORBIDDEN_PACKAGES] },
  },
);
