import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';

// Three suites (docs/ARCHITECTURE.md, "Tests"): unit (pure logic), integration (supabase-js against a real
// embedded backend), browser (Playwright + system Chromium against the built app).
export default defineConfig({
  // imagetools: tests import src/config/studio-texts.ts, whose photos carry srcset directives.
  plugins: [react(), imagetools()],
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on CI's two. Two lets
    // unit, integration and browser files run in pairs.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/types/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own backend in a fork of its own (isolation), two files at a time
          // (maxWorkers above). One long-lived fork shared by every file loaded PGlite's
          // WebAssembly once, but lived through every file's PostgreSQL instances, and once in a
          // clean-clone run V8 aborted it ("Check failed: jit_page_->allocations_.erase(addr) ==
          // 1", its bookkeeping of executable pages, upset by WebAssembly code made and freed again
          // and again); a fork per file lives through a few (docs/TESTING.md, "The integration
          // suite's workers").
          pool: 'forks',
          poolOptions: { forks: { isolate: true, singleFork: false } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // Two files at a time (maxWorkers above), each with its own backend and Chromium: most
          // of a browser test is waiting (SPEC's loading screens, transitions), so two on two
          // cores take the suite from ~420 s to ~270 s; test:soak --busy shows it holds on a
          // loaded machine.
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
