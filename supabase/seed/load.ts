// Loads the demo content (projects.ts, studio.ts + the files in ./assets) into an empty backend.
// Files first, each stored as its own object named `<timestamp>-<file name>` like the app's
// uploads (SPEC §3), so replacing or deleting one record's file never affects another record.
// Then every row in one transaction: either all of the content is there or none of it is.
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedApi } from './seed-api';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import sharp from 'sharp';
import { IMAGE_COPIES } from '../../core/media/image-copies';
import { detailPlano } from './detail-plano';
import { builtPhotograph, DEMO_ROOMS, insertDemoTour, roomImage, type StoredTour } from './tour-rooms';
import { demoMediaEnglish, demoProjects } from './projects';
import { demoClients, demoGallery, demoGalleryEnglish, demoStudioEnglish } from './studio';
import { posterOf, widthCopy } from './asset-files';
import { DEFAULT_STUDIO_SETTINGS } from '../../core/studio/studio-settings';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), 'assets');
/** The demo plano kept with its full detail (its drawing is assets/detail/<name>.svg). */
const DETAIL_PLANO = 'casa-rio-bravo-planta-baja';
/** The project whose ground floor the demo walks through (tour-rooms.ts), on that plano. */
const TOUR_PROJECT = 'casa-rio-bravo';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  glb: 'model/gltf-binary',
};

function contentTypeOf(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  const type = CONTENT_TYPES[ext];
  if (!type) throw new Error(`Tipo de archivo no soportado en el contenido de demostración: ${file}`);
  return type;
}

export async function loadDemoContent(api: SeedApi): Promise<void> {
  // Strictly increasing timestamps, so two copies of one file never share a name.
  let clock = Date.now();
  const stamp = () => {
    clock = Math.max(clock + 1, Date.now());
    return clock;
  };
  const bytesCache = new Map<string, Uint8Array>();
  const put = async (file: string): Promise<string> => {
    let bytes = bytesCache.get(file);
    if (!bytes) {
      bytes = new Uint8Array(await readFile(join(ASSETS, file)));
      bytesCache.set(file, bytes);
    }
    return api.putObject(`${stamp()}-${basename(file)}`, bytes, contentTypeOf(file));
  };

  // An image with its narrower copies, as the panel stores an upload: each record its
  // own objects, and the widths map closing with the original under its own width.
  const putImage = async (file: string): Promise<{ url: string; widths: string | null }> => {
    const url = await put(file);
    const { width = 0 } = await sharp(bytesCache.get(file)).metadata();
    const widths: Record<string, string> = {};
    for (const w of IMAGE_COPIES.widths) if (w < width) widths[w] = await put(widthCopy(file, w));
    if (Object.keys(widths).length === 0) return { url, widths: null };
    widths[width] = url;
    return { url, widths: JSON.stringify(widths) };
  };

  // What each video is, read as the panel reads an upload (MIME type with codecs): the site
  // offers a browser only what it says it can play.
  const videoTypeOf = async (file: string): Promise<string> =>
    new Input({ source: new BufferSource(bytesCache.get(file)!), formats: ALL_FORMATS }).getMimeType();

  // The demo's one plano with full detail: its tiles stored beside it as the panel stores them.
  const withDetail = `projects/${DETAIL_PLANO}.webp`;
  const putDetail = async (url: string): Promise<string> => {
    const made = await detailPlano(join(ASSETS, 'detail', `${DETAIL_PLANO}.svg`));
    const folder = `${decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)).replace(/\.[^.]*$/, '')}_files/`;
    for (const tile of made.tiles) await api.putObject(`${folder}${tile.path}`, tile.bytes, 'image/webp');
    return JSON.stringify({ ...made.shape, url: url.replace(/[^/]*$/, `${folder}`) });
  };

  const projects = [];
  for (const p of demoProjects) {
    const cover = await putImage(p.cover);
    // Already 960×540 at about 0.4 Mbit/s, inside the phone box: the video is its own phone version.
    const video = await put(p.video);
    const videoType = await videoTypeOf(p.video);
    const poster = await put(posterOf(p.video));
    const renders = [];
    for (const r of p.renders) renders.push(await putImage(r));
    const blueprints = [];
    for (const b of p.blueprints) {
      const image = await putImage(b);
      blueprints.push({ ...image, detail: b === withDetail ? await putDetail(image.url) : null });
    }
    // A 3D model as the panel stores one: the optimised GLB, its poster with its copies.
    const model = p.model && {
      url: await put(p.model.file),
      size: bytesCache.get(p.model.file)!.byteLength,
      poster: await putImage(p.model.poster),
    };
    projects.push({ p, cover, video, videoType, poster, renders, blueprints, model });
  }
  const gallery = [];
  for (const g of demoGallery) gallery.push(await putImage(g));
  // The walk's rooms and the built photograph, drawn now (tour-rooms.ts) and stored like uploads,
  // each with its narrower copies as the panel makes them.
  const putMade = async (name: string, bytes: Uint8Array) => {
    const url = await api.putObject(`${stamp()}-${name}.webp`, bytes, 'image/webp');
    const { width = 0 } = await sharp(bytes).metadata();
    const widths: Record<string, string> = { [width]: url };
    for (const w of IMAGE_COPIES.widths) {
      const copy = await sharp(bytes)
        .resize({ width: w })
        .webp({ quality: IMAGE_COPIES.quality * 100 })
        .toBuffer();
      widths[w] = await api.putObject(`${stamp()}-${name}-${w}w.webp`, new Uint8Array(copy), 'image/webp');
    }
    return { url, widths: JSON.stringify(widths) };
  };
  const tour: StoredTour = {
    rooms: [],
    photo: await putMade(
      'casa-rio-bravo-obra',
      await builtPhotograph(bytesCache.get(`projects/${TOUR_PROJECT}-exterior.webp`)!),
    ),
  };
  for (const room of DEMO_ROOMS)
    tour.rooms.push({ room, ...(await putMade(`casa-rio-bravo-${room.key}-360`, await roomImage(room))) });

  await api.query('begin');
  try {
    for (const { p, cover, video, videoType, poster, renders, blueprints, model } of projects) {
      const { rows } = await api.query<{ id: number | string }>(
        `insert into public."Project" (title, subtitle, description, year, location, type, render, video,
           render_widths, video_phone, video_poster,
           title_en, subtitle_en, description_en, location_en, render_description_en,
           video_type, video_phone_type, model, model_poster, model_poster_widths, model_size, model_source)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $10, $11, $12, $13, $14, $15, $16, $16,
           $17, $18, $19, $20, $21) returning id`,
        [
          p.title,
          p.subtitle,
          p.description,
          p.year,
          p.location,
          p.type,
          cover.url,
          video,
          cover.widths,
          poster,
          p.en.title,
          p.en.subtitle,
          p.en.description,
          p.en.location,
          p.en.cover,
          videoType,
          model?.url ?? null,
          model?.poster.url ?? null,
          model?.poster.widths ?? null,
          model?.size ?? null,
          model ? 'glb' : null,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error(`No se insertó el proyecto ${p.title}`);
      const english = demoMediaEnglish(p);
      const renderIds = [];
      for (const [i, { url, widths }] of renders.entries()) {
        const inserted = await api.query<{ id: number | string }>(
          `insert into public."Render" (id_project, url, widths, description_en) values ($1, $2, $3, $4) returning id`,
          [id, url, widths, english.renders[i] ?? null],
        );
        renderIds.push(inserted.rows[0]!.id);
      }
      const blueprintIds = [];
      for (const [i, { url, widths, detail }] of blueprints.entries()) {
        const inserted = await api.query<{ id: number | string }>(
          `insert into public."Blueprint" (id_project, url, widths, description_en, detail) values ($1, $2, $3, $4, $5) returning id`,
          [id, url, widths, english.blueprints[i] ?? null, detail],
        );
        blueprintIds.push(inserted.rows[0]!.id);
      }
      if (p.slug === TOUR_PROJECT)
        await insertDemoTour(
          (sql, params) => api.query(sql, params),
          id,
          renderIds[1]!,
          blueprintIds[0]!,
          tour,
        );
    }
    for (const c of demoClients) {
      await api.query(`insert into public."Client" (name, testimonial, testimonial_en) values ($1, $2, $3)`, [
        c.name,
        c.testimonial,
        c.testimonial_en,
      ]);
    }
    for (const [i, { url, widths }] of gallery.entries()) {
      await api.query(`insert into public."Gallery" (url, widths, description_en) values ($1, $2, $3)`, [
        url,
        widths,
        demoGalleryEnglish[demoGallery[i]!] ?? null,
      ]);
    }
    // The studio's settings as the app ships them, with their English words, so the
    // panel's 'Estudio' view starts filled.
    await api.query(`insert into public."Studio" (id, settings) values (1, $1) on conflict (id) do nothing`, [
      JSON.stringify({ ...DEFAULT_STUDIO_SETTINGS, en: demoStudioEnglish }),
    ]);
    await api.query('commit');
  } catch (error) {
    await api.query('rollback');
    throw error;
  }
}
