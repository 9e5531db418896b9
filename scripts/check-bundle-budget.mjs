#!/usr/bin/env node
// At most 100 KiB gzip of JavaScript before a public page is interactive. For each
// public route: the app's entry and everything it imports statically, plus the route's lazy
// chunk and its static imports (what the browser must run before the page works), read from the
// build's manifest (dist/.vite/manifest.json). Prints every chunk and the total per route; exits
// 1 above the budget. Run after `npm run build` (a step of `npm test`).
//
// Where the bytes go (≈91 KiB on the largest route): React 19 (react-dom ~62 KiB gzip, react and
// scheduler ~4), the router (wouter and src/lib/navigation, under 4; React Router took ~13, and
// its replacement freed ~9.5 KiB on every route), the shell (nav, footer, loading screen ~5), the
// page (2-5) and the PostgREST client (~5). Terser (vite.config.ts) and merging sub-kilobyte
// chunks keep it under; a new dependency on a public page has ~9 KiB of room.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 100 * 1024;
const dist = process.argv[2] ?? 'dist';
/** The public routes' modules (src/app/router.tsx). */
const ROUTES = {
  '/': 'src/app/routes/home.tsx',
  '/ProjectsGallery': 'src/app/routes/projects-gallery.tsx',
  '/ProjectsGallery/:name': 'src/app/routes/project.tsx',
  '/WhoWeAre': 'src/app/routes/who-we-are.tsx',
};

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entry) throw new Error('No index.html entry in the manifest: was the app built?');

/** The chunk and every chunk it imports statically, in load order, each once. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
let over = false;
for (const [route, module] of Object.entries(ROUTES)) {
  if (!manifest[module])
    throw new Error(`${module} is not in the manifest: update ROUTES in ${import.meta.url}`);
  const keys = staticClosure(module, staticClosure(entry));
  const files = [
    ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
  ];
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`\n${route}`);
  for (const file of files) console.log(`  ${kib(gzipSize(file))} KiB  ${file}`);
  console.log(
    `  ${kib(total)} KiB (${total} B)  total gzip (budget ${BUDGET / 1024} KiB) ${total <= BUDGET ? 'ok' : 'OVER BUDGET'}`,
  );
  if (total > BUDGET) over = true;
}
process.exit(over ? 1 : 0);
