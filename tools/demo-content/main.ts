// Generates every image and video of the demo content and the site's own media.
//
//   npx tsx tools/demo-content/main.ts            everything
//   npx tsx tools/demo-content/main.ts --only=casa-mirador,gallery,site,videos,models,renditions
//
// Needs sharp (a dependency of the project) and ffmpeg with libx264 on PATH or at /usr/bin/ffmpeg.
// The output is committed; neither the app nor the server runs this.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAssetFiles } from '../../supabase/seed/asset-files.ts';
import { demoProjects, VIDEOS, type DemoProjectType } from '../../supabase/seed/projects.ts';
import { demoGallery } from '../../supabase/seed/studio.ts';
import { floorPlan, H as PH, W as PW, type PlanSpec } from './blueprint.ts';
import * as gallery from './gallery.ts';
import { writePng, writeWebp } from './output.ts';
import { demoModel } from './model.ts';
import { renditions } from './renditions.ts';
import { luciaAlba, martinNogal, H as PortraitH, W as PortraitW } from './portraits.ts';
import * as com from './scenes-comercial.ts';
import * as equ from './scenes-equipamiento.ts';
import * as int from './scenes-interiors.ts';
import * as res from './scenes-residencial.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const ASSETS = join(HERE, '..', '..', 'supabase', 'seed', 'assets');
const SITE = join(HERE, '..', '..', 'src', 'assets');

type Scene = (view?: string) => string;

interface ProjectArt {
  exterior: Scene;
  interior: () => string;
  plans: Record<string, Omit<PlanSpec, 'seed' | 'project' | 'location' | 'year' | 'sheet'>>;
}

const R = (name: string, weight: number) => ({ name, weight });

const ART: Record<string, ProjectArt> = {
  'casa-rio-bravo': {
    exterior: res.casaRioBravo,
    interior: int.interiorRioBravo,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'azul',
        w: 18,
        d: 12,
        rooms: [
          R('Sala', 5),
          R('Comedor', 3),
          R('Cocina', 2.5),
          R('Baño', 1),
          R('Estudio', 1.8),
          R('Recámara de visitas', 2),
          R('Terraza', 4),
        ],
      },
      'planta-alta': {
        level: 'Planta alta',
        style: 'papel',
        w: 14,
        d: 10,
        rooms: [
          R('Recámara principal', 3.2),
          R('Vestidor', 1),
          R('Baño', 1.2),
          R('Estancia familiar', 2.5),
          R('Recámara', 2),
          R('Baño', 1),
          R('Recámara', 2),
        ],
      },
    },
  },
  'biblioteca-los-fresnos': {
    exterior: equ.bibliotecaFresnos,
    interior: int.interiorFresnos,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'papel',
        w: 38,
        d: 14,
        rooms: [
          R('Sala infantil', 4),
          R('Taller', 3),
          R('Vestíbulo', 3),
          R('Cafetería', 2),
          R('Administración', 1.6),
          R('Sanitarios', 1.4),
          R('Patio', 3),
        ],
      },
      'planta-alta': {
        level: 'Planta alta',
        style: 'azul',
        w: 44,
        d: 16,
        rooms: [
          R('Sala de lectura', 7),
          R('Acervo general', 4),
          R('Hemeroteca', 2),
          R('Cubículos de estudio', 2),
          R('Sanitarios', 1.2),
          R('Terraza de lectura', 2.5),
        ],
      },
    },
  },
  'cafe-orizaba': {
    exterior: com.cafeOrizaba,
    interior: int.interiorOrizaba,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'azul',
        w: 17,
        d: 10.4,
        rooms: [
          R('Salón', 5),
          R('Barra', 2.5),
          R('Tostador', 1.5),
          R('Bodega', 1),
          R('Sanitarios', 1),
          R('Terraza', 2),
        ],
      },
    },
  },
  'casa-jacarandas': {
    exterior: res.casaJacarandas,
    interior: int.interiorJacarandas,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'papel',
        w: 15,
        d: 11,
        rooms: [
          R('Sala', 4),
          R('Comedor', 2.6),
          R('Cocina', 2.2),
          R('Baño', 0.8),
          R('Estudio', 1.5),
          R('Jardín', 4),
        ],
      },
      'planta-alta': {
        level: 'Planta alta',
        style: 'azul',
        w: 12,
        d: 8,
        rooms: [
          R('Recámara principal', 3),
          R('Baño', 1),
          R('Recámara', 2),
          R('Baño', 0.8),
          R('Recámara', 2),
          R('Terraza', 3),
        ],
      },
    },
  },
  'corporativo-lumen': {
    exterior: com.corporativoLumen,
    interior: int.interiorLumen,
    plans: {
      'planta-tipo': {
        level: 'Planta tipo · niveles 2 a 11',
        style: 'azul',
        w: 26,
        d: 22,
        rooms: [
          R('Área de trabajo', 8),
          R('Sala de juntas', 1.6),
          R('Privado', 1.2),
          R('Recepción', 1.4),
          R('Sanitarios', 1.2),
          R('Comedor', 2),
          R('Área de trabajo', 5),
        ],
      },
    },
  },
  'centro-comunitario-cuemanco': {
    exterior: equ.centroCuemanco,
    interior: int.interiorCuemanco,
    plans: {
      'planta-de-conjunto': {
        level: 'Planta de conjunto',
        style: 'papel',
        w: 48,
        d: 28,
        rooms: [
          R('Salón de usos múltiples', 5),
          R('Taller', 3),
          R('Sanitarios', 1.2),
          R('Administración', 1.2),
          R('Plaza cubierta', 7),
          R('Taller', 2.5),
          R('Jardín', 3),
        ],
      },
    },
  },
  'departamentos-amsterdam': {
    exterior: res.deptosAmsterdam,
    interior: int.interiorAmsterdam,
    plans: {
      'planta-tipo': {
        level: 'Planta tipo · niveles 1 a 5',
        style: 'papel',
        w: 16.5,
        d: 12,
        rooms: [
          R('Sala', 3),
          R('Comedor', 2),
          R('Cocina', 1.6),
          R('Recámara principal', 2.4),
          R('Baño', 0.9),
          R('Recámara', 1.8),
          R('Baño', 0.8),
          R('Terraza', 1.8),
        ],
      },
    },
  },
  'boutique-lino': {
    exterior: com.boutiqueLino,
    interior: int.interiorLino,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'azul',
        w: 14,
        d: 10,
        rooms: [
          R('Exhibición', 6),
          R('Bodega', 1.5),
          R('Sanitario', 0.8),
          R('Oficina', 1.2),
          R('Exhibición de textiles', 2.5),
        ],
      },
    },
  },
  'escuela-tlacopac': {
    exterior: equ.escuelaTlacopac,
    interior: int.interiorTlacopac,
    plans: {
      'planta-baja': {
        level: 'Planta baja',
        style: 'azul',
        w: 30,
        d: 18,
        rooms: [
          R('Aula', 3),
          R('Aula', 3),
          R('Aula', 3),
          R('Dirección', 1.4),
          R('Sanitarios', 1.4),
          R('Patio', 6),
        ],
      },
      'planta-alta': {
        level: 'Planta alta',
        style: 'papel',
        w: 30,
        d: 12,
        rooms: [
          R('Aula', 3),
          R('Aula', 3),
          R('Taller de arte', 3),
          R('Sala de maestros', 1.6),
          R('Sanitarios', 1.2),
        ],
      },
    },
  },
  'casa-mirador': {
    exterior: res.casaMirador,
    interior: int.interiorMirador,
    plans: {
      'planta-arquitectonica': {
        level: 'Planta única',
        style: 'papel',
        w: 24,
        d: 11,
        rooms: [
          R('Sala', 4),
          R('Comedor', 2.4),
          R('Cocina', 2),
          R('Terraza', 3),
          R('Recámara principal', 3),
          R('Baño', 1),
          R('Recámara', 2.2),
          R('Baño', 0.9),
        ],
      },
    },
  },
};

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
      [`${p.slug}-portada`, () => art.exterior('a'), res.W, res.H],
      [`${p.slug}-exterior`, () => art.exterior('b'), res.W, res.H],
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
    'gallery/taller-maqueta.webp': gallery.maqueta,
    'gallery/detalle-celosia.webp': gallery.celosia,
    'gallery/taller-materiales.webp': gallery.materiales,
    'gallery/detalle-luz.webp': gallery.luz,
    'gallery/taller-boceto.webp': gallery.boceto,
    'gallery/taller-mesa-de-trabajo.webp': gallery.escritorio,
    'gallery/taller-estudio.webp': () => int.interiorEstudio('a'),
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
    writeWebp(join(SITE, 'footer-bg.webp'), darkened(res.casaMirador('b'), 0.45), {
      grain: 1.5,
      vignette: 0.3,
      quality: 72,
      width: 1920,
      height: 1080,
      seed: 'footer',
    }),
  );
  await timed('  who-we-are-quote.webp', () =>
    writeWebp(join(SITE, 'who-we-are-quote.webp'), int.interiorEstudio('b'), {
      ...IMAGE,
      width: 1600,
      height: 900,
      seed: 'quote',
    }),
  );
}

function ffmpeg(args: string[]): void {
  const bin = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
  const r = spawnSync(bin, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed (${r.status ?? r.signal})`);
}

/**
 * A slow Ken-Burns drift over each still, crossfading from one to the next. H.264, yuv420p,
 * faststart, no audio: plays inline everywhere, muted autoplay allowed.
 */
function slideshow(
  stills: string[],
  out: string,
  opts: { width: number; height: number; clip: number; fade: number; crf: number },
): void {
  const fps = 25;
  const frames = Math.round(opts.clip * fps);
  const inputs = stills.flatMap((s) => ['-loop', '1', '-t', String(opts.clip), '-i', s]);
  const parts: string[] = [];
  stills.forEach((_, i) => {
    // Upscale first so the zoom moves by sub-pixel steps without jitter.
    const zoomIn = i % 2 === 0;
    const z = zoomIn ? `1+0.07*on/${frames}` : `1.07-0.07*on/${frames}`;
    const x =
      i % 3 === 0
        ? `(iw-iw/zoom)*on/${frames}`
        : i % 3 === 1
          ? `(iw-iw/zoom)*(1-on/${frames})`
          : `(iw-iw/zoom)/2`;
    parts.push(
      `[${i}:v]scale=${opts.width * 3}:-2,zoompan=z='${z}':x='${x}':y='(ih-ih/zoom)/2':d=1:s=${opts.width}x${opts.height}:fps=${fps},setsar=1,format=yuv420p[v${i}]`,
    );
  });
  let last = 'v0';
  let offset = opts.clip - opts.fade;
  for (let i = 1; i < stills.length; i++) {
    const label = `x${i}`;
    parts.push(
      `[${last}][v${i}]xfade=transition=fade:duration=${opts.fade}:offset=${offset.toFixed(2)}[${label}]`,
    );
    last = label;
    offset += opts.clip - opts.fade;
  }
  ffmpeg([
    ...inputs,
    '-filter_complex',
    parts.join(';'),
    '-map',
    `[${last}]`,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(opts.crf),
    '-tune',
    'stillimage',
    '-pix_fmt',
    'yuv420p',
    // No tags saying what made the file (ffmpeg's `encoder`, x264's settings in an SEI packet):
    // a public video says nothing about where or with what it was made.
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-bsf:v',
    'filter_units=remove_types=6',
    '-movflags',
    '+faststart',
    '-an',
    out,
  ]);
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
    writeWebp(join(SITE, 'studio-reel-poster.webp'), res.casaRioBravo('a'), {
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
