// A built app in miniature for the served-page tests, so they need no `vite build`: an index.html
// shaped like the real one (inline loading screen and styles, module script), Vite's manifest and
// the one static image the head builder looks up in it.
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REEL_POSTER_SOURCE } from '../../server/site/build-info';
import { PREVIEW_IMAGE_FILE, renderPreviewImage } from '../../scripts/vite-preview-image';

export const FIXTURE_POSTER = '/assets/studio-reel-poster-T3st.webp';
export const FIXTURE_PREVIEW = `/${PREVIEW_IMAGE_FILE}`;

export const FIXTURE_INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
    <meta name="theme-color" content="#253646" />
    <meta name="description" content="Descripción genérica" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Título genérico</title>
    <style>#arranque{position:fixed;inset:0;background:#253646}</style>
    <script type="module" crossorigin src="/assets/index-T3st.js"></script>
  </head>
  <body>
    <div id="root"><div id="arranque" role="status">Cargando…</div></div>
  </body>
</html>
`;

export async function appFixture(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'estudio-app-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), FIXTURE_INDEX);
  await writeFile(path.join(dir, 'assets', 'index-T3st.js'), 'console.log("app");\n');
  await copyFile(REEL_POSTER_SOURCE, path.join(dir, FIXTURE_POSTER));
  await writeFile(path.join(dir, PREVIEW_IMAGE_FILE), await renderPreviewImage(REEL_POSTER_SOURCE));
  const manifest = { [REEL_POSTER_SOURCE]: { file: FIXTURE_POSTER.slice(1), src: REEL_POSTER_SOURCE } };
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}
