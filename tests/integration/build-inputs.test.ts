import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash, buildIsCurrent, STAMP_FILE } from '../../scripts/build-inputs';

// `npm start` skips the build when dist/ is current. "Current" must follow content:
// an edited file rebuilds, a file only touched (checkout, copy, restore) does not, and a build
// for another backend (VITE_* variables) is not taken for this one.
describe('npm start decides whether to build by content', () => {
  let root: string;
  const env = { VITE_IMAGE_TRANSFORMS: 'true' };

  function write(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  function stampBuild(): void {
    write('dist/index.html', '<!doctype html>');
    write(STAMP_FILE, `${buildInputsHash(root, env)}\n`);
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
    write('index.html', '<div id="root"></div>');
    write('vite.config.ts', 'export default {};');
    write('package-lock.json', '{}');
    write('src/main.tsx', 'console.log("hola");');
    write('core/page/page-meta.ts', 'export const x = 1;');
    write('public/robots.txt', 'User-agent: *');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('skips the build when nothing changed, even if every timestamp did', () => {
    stampBuild();
    const later = new Date(Date.now() + 3_600_000);
    for (const file of ['index.html', 'src/main.tsx', 'public/robots.txt']) utimesSync(path.join(root, file), later, later);
    expect(buildIsCurrent(root, env)).toBe(true);
  });

  it('builds when a source (the app or the shared core), a public file, the lockfile or the config changed', () => {
    for (const [file, text] of [
      ['src/main.tsx', 'console.log("adiós");'],
      ['src/features/new.ts', 'export const x = 1;'],
      ['core/page/page-meta.ts', 'export const x = 2;'],
      ['public/robots.txt', 'User-agent: *\nDisallow: /admin'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['vite.config.ts', 'export default { base: "/" };'],
    ] as const) {
      stampBuild();
      write(file, text);
      expect(buildIsCurrent(root, env), file).toBe(false);
    }
  });

  it('builds when the build-time variables differ or dist/ is missing or unstamped', () => {
    stampBuild();
    expect(buildIsCurrent(root, { ...env, VITE_SUPABASE_URL: 'https://ref.supabase.co' })).toBe(false);
    expect(buildIsCurrent(root, {})).toBe(false);
    rmSync(path.join(root, 'dist/index.html'));
    expect(buildIsCurrent(root, env)).toBe(false);
    stampBuild();
    rmSync(path.join(root, STAMP_FILE));
    expect(buildIsCurrent(root, env)).toBe(false);
  });
});
