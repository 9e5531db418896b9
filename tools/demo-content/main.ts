// Generates every image and video of the demo content and the site's own media.
//
//   npx tsx tools/demo-content/main.ts            everything
//   npx tsx tools/demo-content/main.ts --only=casa-mirador,gallery,site,videos,models,renditions
//
// Needs sharp (a dependency of the project) and ffmpeg with libx264 on PATH or at /usr/bin/ffmpeg.
// The output is committed; neither the app nor the server runs this.
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAssetFiles } from '../../supabase/seed/asset-files.ts';
import { demoProjects, VIDEOS, type DemoProjectType } from '../../supabase/seed/projects.ts';
import { demoGallery } from '../../supabase/seed/studio.ts';
import { floorPlan } from './blueprint.ts';
import { H as PH, W as PW } from './plan-spec.ts';
import { celosia, luz } from './gallery-light.ts';
import { maqueta, materiales } from './gallery-models.ts';
import { boceto } from './gallery-sketch.ts';
import * as gallery from './gallery-table.ts';
import { writePng, writeWebp } from './output.ts';
import { demoModel } from './model.ts';
import { renditions } from './renditions.ts';
import { luciaAlba, martinNogal, H as PortraitH, W as PortraitW } from './portraits.ts';
import * as ext from './exterior-common.ts';
import * as int from './interior.ts';
import { ART } from './project-art.ts';
import { interiorEstudio } from './scenes-interiors.ts';
import { casaMirador, casaRioBravo } from './scenes-residencial-campo.ts';
import { slideshow } from './slideshow.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const ASSETS = join(HERE, '..', '..', 'supabase', 'seed', 'assets');
const SITE = join(HERE, '..', '..', 'src', 'assets');

const IMAGE = { grain: 2.2, vignette: 0.16, quality: 78 } as const;
/** The demo plano whose drawing is kept for its full detail. */
const DETAIL_PLANO = 'casa-rio-bravo-planta-baja';

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (key: string) => !only || only.includes(key);

async function timed<T>(label: string, task: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const out = await task();
  console.log(`${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  return out;
}

async function projects(work: string): Promise<void> {
  for (const p of demoProjects) {
    if (!wanted(p.slug) && !wanted('videos')) continue;
    const art = ART[p.slug];
    if (!art) throw new Error(`No artwork for ${p.slug}`);
    const jobs: [string, () => string, number, number][] = [
      [`${p.slug}-portada`, () => art.exterior('a'), ext.W, ext.H],
      [`${p.slug}-exterior`, () => art.exterior('b'), ext.W, ext.H],
      [`${p.slug}-interior`, art.interior, int.W, int.H],
    ];
    for (const [name, draw, w, h] of jobs) {
      const png = join(work, `${name}.png`);
      const svg = draw();
      if (wanted(p.slug)) {
        await timed(`  ${name}.webp`, () =>
          writeWebp(join(ASSETS, 'projects', `${name}.webp`), svg, {
            ...IMAGE,
            seed: name,
            width: w,
            height: h,
          }),
        );
      }
      // Full-size stills for the videos.
      await writePng(png, svg, { ...IMAGE, seed: name, width: w, height: h });
    }
    if (!wanted(p.slug)) continue;
    let sheet = 101;
    for (const [key, plan] of Object.entries(art.plans)) {
      const file = join(ASSETS, 'projects', `${p.slug}-${key}.webp`);
      const svg = floorPlan({
        ...plan,
        seed: `${p.slug}-${key}`,
        project: p.title,
        location: p.location,
        year: p.year,
        sheet: `A-${sheet++}`,
      });
      await timed(`  ${p.slug}-${key}.webp`, () =>
        writeWebp(file, svg, { quality: 80, width: PW, height: PH }),
      );
      // One plano is also kept as its drawing: the seed rasterizes it larger than the 1920 px
      // sheet and stores its full-detail tiles (supabase/seed/detail-plano.ts).
      if (`${p.slug}-${key}` === DETAIL_PLANO) {
        await mkdir(join(ASSETS, 'detail'), { recursive: true });
        await writeFile(join(ASSETS, 'detail', `${DETAIL_PLANO}.svg`), svg);
      }
    }
  }
}

async function galleryPhotos(work: string): Promise<void> {
  const photos: Record<string, () => string> = {
    'gallery/taller-maqueta.webp': maqueta,
    'gallery/detalle-celosia.webp': celosia,
    'gallery/taller-materiales.webp': materiales,
    'gallery/detalle-luz.webp': luz,
    'gallery/taller-boceto.webp': boceto,
    'gallery/taller-mesa-de-trabajo.webp': gallery.escritorio,
    'gallery/taller-estudio.webp': () => interiorEstudio('a'),
  };
  for (const file of demoGallery) {
    const draw = photos[file];
    if (!draw) throw new Error(`No artwork for ${file}`);
    const svg = draw();
    const isInterior = file.endsWith('taller-estudio.webp');
    const [w, h] = isInterior ? [int.W, int.H] : [gallery.W, gallery.H];
    await timed(`  ${file}`, () =>
      writeWebp(join(ASSETS, file), svg, { ...IMAGE, seed: file, width: w, height: h }),
    );
    if (isInterior) await writePng(join(work, 'estudio.png'), svg, { ...IMAGE, width: w, height: h });
  }
}

/** Darkens a picture with a navy wash so white text reads on it (the footer background). */
function darkened(svg: string, strength: number): string {
  const wash = `<rect width="100%" height="100%" fill="#14202b" fill-opacity="${strength}"/><rect width="100%" height="100%" fill="url(#footerFade)"/>`;
  const defs = `<linearGradient id="footerFade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#14202b" stop-opacity="0.55"/><stop offset="0.5" stop-color="#14202b" stop-opacity="0.1"/><stop offset="1" stop-color="#14202b" stop-opacity="0.6"/></linearGradient>`;
  return svg.replace('<defs>', `<defs>${defs}`).replace(/<\/svg>$/, `${wash}</svg>`);
}

async function site(): Promise<void> {
  await mkdir(join(SITE, 'founders'), { recursive: true });
  await timed('  founders/lucia-alba.webp', () =>
    writeWebp(join(SITE, 'founders', 'lucia-alba.webp'), luciaAlba(), {
      quality: 80,
      width: PortraitW,
      height: PortraitH,
    }),
  );
  await timed('  founders/martin-nogal.webp', () =>
    writeWebp(join(SITE, 'founders', 'martin-nogal.webp'), martinNogal(), {
      quality: 80,
      width: PortraitW,
      height: PortraitH,
    }),
  );
  await timed('  footer-bg.webp', () =>
    writeWebp(join(SITE, 'footer-bg.webp'), darkened(casaMirador('b'), 0.45), {
      grain: 1.5,
      vignette: 0.3,
      quality: 72,
      width: 1920,
      height: 1080,
      seed: 'footer',
    }),
  );
  await timed('  who-we-are-quote.webp', () =>
    writeWebp(join(SITE, 'who-we-are-quote.webp'), interiorEstudio('b'), {
      ...IMAGE,
      width: 1600,
      height: 900,
      seed: 'quote',
    }),
  );
}

async function videos(work: string): Promise<void> {
  await mkdir(join(ASSETS, 'videos'), { recursive: true });
  const byType = (t: DemoProjectType) => demoProjects.filter((p) => p.type === t);
  for (const type of Object.keys(VIDEOS) as DemoProjectType[]) {
    const ps = byType(type);
    const stills = [
      join(work, `${ps[0]!.slug}-portada.png`),
      join(work, `${ps[0]!.slug}-interior.png`),
      join(work, `${ps[1]!.slug}-portada.png`),
      join(work, `${ps[2]!.slug}-exterior.png`),
    ];
    await timed(`  ${VIDEOS[type]}`, async () =>
      slideshow(stills, join(ASSETS, VIDEOS[type]), {
        width: 960,
        height: 540,
        clip: 2.2,
        fade: 0.6,
        crf: 30,
      }),
    );
  }
  const reel = [
    'casa-rio-bravo-portada',
    'biblioteca-los-fresnos-interior',
    'cafe-orizaba-exterior',
    'casa-mirador-portada',
    'corporativo-lumen-portada',
  ].map((n) => join(work, `${n}.png`));
  reel.push(join(work, 'estudio.png'));
  await mkdir(SITE, { recursive: true });
  await timed('  studio-reel.mp4', async () =>
    slideshow(reel, join(SITE, 'studio-reel.mp4'), {
      width: 1280,
      height: 720,
      clip: 2.2,
      fade: 0.6,
      crf: 31,
    }),
  );
  await timed('  studio-reel-poster.webp', () =>
    writeWebp(join(SITE, 'studio-reel-poster.webp'), casaRioBravo('a'), {
      ...IMAGE,
      quality: 70,
      width: 1280,
      height: 720,
      seed: 'poster',
    }),
  );
}

async function report(): Promise<void> {
  let total = 0;
  const missing: string[] = [];
  for (const f of demoAssetFiles()) {
    try {
      total += (await stat(join(ASSETS, f))).size;
    } catch {
      missing.push(f);
    }
  }
  console.log(
    `seed assets: ${(total / 1024 / 1024).toFixed(2)} MB${missing.length ? `, missing: ${missing.join(', ')}` : ''}`,
  );
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'alba-nogal-'));
  try {
    console.log('Projects');
    await projects(work);
    if (wanted('gallery') || wanted('videos')) {
      console.log('Gallery');
      await galleryPhotos(work);
    }
    if (wanted('site')) {
      console.log('Site media');
      await site();
    }
    if (wanted('videos')) {
      console.log('Videos');
      await videos(work);
    }
    for (const p of demoProjects)
      if (p.model && wanted('models')) {
        console.log('3D models');
        await demoModel(ASSETS, p.model);
      }
    if (wanted('renditions')) {
      console.log('Renditions (image widths, video posters)');
      await renditions(ASSETS);
    }
    await report();
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
