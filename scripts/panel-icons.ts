// `npx tsx scripts/panel-icons.ts`: writes the panel's web app manifest and its icons into
// public/admin/ (committed; run again when the studio's name or mark changes). The panel alone
// is installable: its pages link these (core/page/panel-app.ts), the public pages never do.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PANEL_APP } from '../core/page/panel-app';
import { STUDIO } from '../core/studio/studio';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'public', 'admin');
const NAVY = '#253646';

/** The site's mark (public/favicon.svg's "A") on navy, `scale` of the square: a maskable icon keeps it in the safe circle. */
function mark(size: number, scale: number, rounded: boolean): Buffer {
  const inset = (64 * (1 - scale)) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" ${rounded ? 'rx="12"' : ''} fill="${NAVY}"/>` +
      `<g transform="translate(${inset} ${inset}) scale(${scale})">` +
      `<path d="M16 46 L32 16 L48 46 M23 34 H41" stroke="#fff" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
      `</g></svg>`,
  );
}

async function png(name: string, size: number, scale: number, rounded: boolean) {
  await sharp(mark(size, scale, rounded))
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, name));
}

await mkdir(OUT, { recursive: true });
await png('icon-192.png', 192, 1, false);
await png('icon-512.png', 512, 1, false);
await png('icon-maskable-512.png', 512, 0.7, false);
await png('apple-touch-icon.png', 180, 0.86, false);
const manifest = {
  id: PANEL_APP.start,
  name: `${STUDIO.name} · Panel`,
  short_name: 'Panel',
  description: `El panel de contenidos de ${STUDIO.fullName}.`,
  lang: 'es',
  start_url: PANEL_APP.start,
  scope: PANEL_APP.scope,
  display: 'standalone',
  orientation: 'any',
  background_color: '#f7f5f2',
  theme_color: NAVY,
  icons: [
    { src: '/admin/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/admin/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/admin/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
await writeFile(path.join(OUT, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(await readFile(path.join(OUT, 'manifest.webmanifest'), 'utf8'));
