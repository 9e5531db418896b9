import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// `npm start` skips `vite build` when dist/ was built from exactly the files and settings there are
// now (a restart rebuilt for ~27 s even when nothing had changed). "The same" is decided
// by content — a SHA-256 over every input file and the build-time variables — never by
// timestamps, which a checkout, a copy or a restore changes without changing anything.

/** Files and folders the build reads, relative to the project root (over-inclusive on purpose:
 * a test file edit costs one needless build; a missed input would serve a stale app). */
export const BUILD_INPUTS = [
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  'scripts/build-inputs.ts',
  'scripts/vite-loading-screen.ts',
  'scripts/vite-preview-image.ts',
  'server/config/build-output.ts',
  'core',
  'src',
  'public',
];

/** Where the build leaves the hash of what it was built from (dist/.vite is never served). */
export const STAMP_FILE = 'dist/.vite/build-inputs.sha256';

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  const dirents = readdirSync(full, { withFileTypes: true });
  return dirents.flatMap((d) => {
    const rel = `${entry}/${d.name}`;
    if (d.isDirectory()) return filesUnder(root, rel);
    return d.isFile() ? [rel] : [];
  });
}

function isDirectory(root: string, entry: string): boolean {
  try {
    readdirSync(path.join(root, entry));
    return true;
  } catch {
    return false;
  }
}

/** The hash of everything a build of `root` depends on, for the environment `env`. */
export function buildInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = BUILD_INPUTS.flatMap((entry) =>
    isDirectory(root, entry) ? filesUnder(root, entry) : existsSync(path.join(root, entry)) ? [entry] : [],
  ).sort();
  for (const file of files) {
    // Name and length first, so moving bytes between files changes the hash too.
    const bytes = readFileSync(path.join(root, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  // VITE_* variables are compiled into the app (which backend it talks to, image transforms).
  // Not NODE_ENV: Vite sets it to "production" while it builds, and a build is always one.
  const buildEnv = Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  hash.update(`env\0${buildEnv.join('\0')}`);
  return hash.digest('hex');
}

/** Whether dist/ holds a build of exactly the current inputs. */
export function buildIsCurrent(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const stamp = path.join(root, STAMP_FILE);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/index.html'))) return false;
  return readFileSync(stamp, 'utf8').trim() === buildInputsHash(root, env);
}

/**
 * Vite plugin: every build (npm start's, `npm run build`, the test suite's) removes the stamp when
 * it starts and writes the hash of the inputs it started from once everything is written, so a
 * failed or interrupted build, or one made with other VITE_* settings, is never taken as current.
 */
export function buildStamp(): Plugin {
  let root = process.cwd();
  let hash = '';
  let written = false;
  return {
    name: 'build-inputs-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      rmSync(path.join(root, STAMP_FILE), { force: true });
      hash = buildInputsHash(root);
      written = false;
    },
    writeBundle() {
      written = true;
    },
    // closeBundle also runs after a failed build: only a written one is stamped.
    closeBundle: {
      order: 'post',
      handler() {
        if (!written) return;
        mkdirSync(path.dirname(path.join(root, STAMP_FILE)), { recursive: true });
        writeFileSync(path.join(root, STAMP_FILE), `${hash}\n`);
      },
    },
  };
}

/**
 * Builds the app unless dist/ is already a build of the current sources and settings; false when
 * the build failed (its output went to this process's terminal). `npm start` and the guide's
 * screenshots (scripts/screenshots.ts) both start this way.
 */
export function buildIfStale(root: string): boolean {
  if (buildIsCurrent(root)) {
    console.log('dist/ is current with the sources: no build needed.');
    return true;
  }
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  return spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' }).status === 0;
}
