// A project's 3D model through the panel and on the project page, in a real Chromium against the
// built app: a GLB (as Rhino or Blender export it) and an IFC (as Revit does) are converted and
// optimised in the panel's worker, stored with their poster, and turned by a visitor on a phone by
// dragging and by keyboard ('0' back to the first view); without WebGL the poster stays with a
// message; crafted and wrong files are refused when chosen, naming the file and why; 'Cancelar'
// midway leaves nothing stored.
import type { CDPSession, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path';
import { houseGlb } from '../../harness/house-glb';
import { houseIfc } from '../../harness/house-ifc';
import {
  busyOverlay,
  closePanel,
  openPanel,
  openProject,
  orphans,
  statusOf,
  writeDone,
  type Panel,
} from './admin-helpers';

const PROJECT = {
  title: 'Casa Modelo',
  subtitle: 'Tres Plantas',
  description: 'Una casa de tres plantas.',
  year: '2026',
  location: 'Cuenca',
  type: 'Residencial',
} as const;

let panel: Panel;
let glb: Buffer;
let projectId: number;

async function project() {
  const { data, error } = await panel.db.from('Project').select('*').eq('id', projectId).single();
  if (error) throw new Error(error.message);
  return data;
}

/** Chooses files for the model and waits for the panel to take or refuse them. */
async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel('Elegir modelo 3D').setInputFiles(files);
}

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await choose(page, files);
  await page.getByRole('button', { name: 'Subir modelo' }).click();
  await page
    .getByText(/Optimizando el modelo 3D|Convirtiendo el IFC/)
    .first()
    .waitFor({ timeout: 60_000 });
  await busyOverlay(page).waitFor({ state: 'detached', timeout: 180_000 });
  await page.getByRole('status').filter({ hasText: 'Modelo guardado' }).waitFor();
}

/** The visitor's phone on the project page; `webgl: false` as a browser without it. */
async function phone(webgl = true): Promise<{ visitor: Page; requested: string[]; refused: string[] }> {
  const context = await panel.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  if (!webgl)
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: never[]
      ) {
        return kind.startsWith('webgl') ? null : original.call(this, kind as '2d', ...rest);
      } as typeof original;
    });
  const visitor = await context.newPage();
  const requested: string[] = [];
  visitor.on('request', (request: Request) => requested.push(request.url()));
  // What the page's Content-Security-Policy refused (a texture the glTF loader reads from a
  // blob: URL, refused, leaves the model white).
  const refused: string[] = [];
  visitor.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await visitor.goto(panel.backend.url + projectPath(PROJECT));
  await visitor.getByRole('region', { name: 'Imágenes del proyecto' }).waitFor();
  return { visitor, requested, refused };
}

/**
 * The model as the viewer's canvas draws it, as PNG bytes: the canvas less a pixel at each edge
 * (its box falls between device pixels, and the edge rows blend with what is around it a shade
 * differently from one shot to the next), with the round buttons over it masked (their edges'
 * antialiasing moves by a shade too). Seen: one row or column, 6 levels — no turn of the model.
 */
async function pixels(visitor: Page): Promise<Buffer> {
  const box = (await visitor.locator('[data-model-stage] canvas').boundingBox())!;
  const x = Math.ceil(box.x) + 1;
  const y = Math.ceil(box.y) + 1;
  return visitor.screenshot({
    clip: {
      x,
      y,
      width: Math.floor(box.x + box.width) - 1 - x,
      height: Math.floor(box.y + box.height) - 1 - y,
    },
    mask: [visitor.locator('[data-model-stage] button')],
    maskColor: '#000',
    animations: 'disabled',
  });
}

beforeAll(async () => {
  panel = await openPanel();
  const inserted = await panel.db.from('Project').insert(PROJECT).select().single();
  if (inserted.error) throw new Error(inserted.error.message);
  projectId = inserted.data.id;
  glb = Buffer.from(await houseGlb({ detail: 2, texture: 512 }));
  await panel.page.reload();
  await openProject(panel.page, PROJECT.title);
}, 120_000);

afterAll(async () => {
  await closePanel(panel);
});

describe('a 3D model', () => {
  it('refuses, when chosen, a ZIP named .glb, an empty file, a text file and crafted models, naming each', async () => {
    const { page } = panel;
    const cases: [string, Buffer, RegExp][] = [
      ['casa.glb', zipOf('casa.glb', glb), /«casa\.glb» .*es un archivo ZIP/],
      ['vacio.glb', Buffer.alloc(0), /«vacio\.glb» .*está vacío/],
      ['notas.ifc', Buffer.from('hola, esto no es un modelo'), /«notas\.ifc» .*no es un modelo 3D/],
      ['cortado.glb', glb.subarray(0, glb.length - 1000), /«cortado\.glb» .*incompleto o dañado/],
      [
        'enorme.glb',
        withJson(glb, (json) => (json.buffers[0]!.byteLength = 4 * 1024 ** 3)),
        /«enorme\.glb» .*declara .* más de lo que/,
      ],
      [
        'ajeno.glb',
        withJson(glb, (json) => json.images.push({ uri: 'https://example.com/textura.png' })),
        /«ajeno\.glb» .*pide un archivo de otro sitio \(https:\/\/example\.com/,
      ],
      ['revit.rvt', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), /«revit\.rvt» .*Revit/],
    ];
    for (const [name, buffer, message] of cases) {
      await choose(page, [{ name, mimeType: 'application/octet-stream', buffer }]);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Subir modelo' }).isDisabled()).toBe(true);
    }
    expect((await project()).model).toBeNull();
    expect(await orphans(panel.backend)).toEqual([]);
  }, 60_000);

  it("'Cancelar' during the upload leaves no model and no file", async () => {
    const { page } = panel;
    await choose(page, [{ name: 'Casa.glb', mimeType: 'model/gltf-binary', buffer: glb }]);
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024,
    });
    await page.getByRole('button', { name: 'Subir modelo' }).click();
    await busyOverlay(page).getByText(/ de /).waitFor({ timeout: 120_000 });
    await busyOverlay(page).getByRole('button', { name: 'Cancelar' }).click();
    await writeDone(page);
    await cdp.detach();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await project()).model).toBeNull();
    await expect.poll(() => orphans(panel.backend), { timeout: 10_000 }).toEqual([]);
  }, 180_000);

  it('a GLB is optimised, stored with its poster, and turned on a phone by dragging and by keyboard', async () => {
    await upload(panel.page, [{ name: 'Casa.glb', mimeType: 'model/gltf-binary', buffer: glb }]);
    const row = await project();
    expect(row.model_source).toBe('glb');
    expect(row.model_size).toBeLessThan(glb.length * 0.5);
    expect(await statusOf(panel.backend, row.model!)).toBe(200);
    expect(await statusOf(panel.backend, row.model_poster!)).toBe(200);
    expect(Object.keys(row.model_poster_widths ?? {}).length).toBeGreaterThan(0);
    expect(await orphans(panel.backend)).toEqual([]);

    const { visitor, requested, refused } = await phone();
    // The viewer's code and the model wait for "3D".
    expect(requested.some((url) => /ModelView|three\.module/.test(url) || url.endsWith('.glb'))).toBe(false);
    // The model is all this project shows: "3D" is chosen from the start, the poster waits for a tap.
    expect(await visitor.getByRole('button', { name: '3D', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await visitor.getByRole('img', { name: `Modelo 3D de ${PROJECT.title}` }).waitFor();
    expect(requested.some((url) => /ModelView|three\.module/.test(url) || url.endsWith('.glb'))).toBe(false);
    // Whether the surface was still busy (its textures to come) when it first said it had drawn.
    await visitor.evaluate(() => {
      const w = window as unknown as { busyAtFirstFrame?: boolean };
      new MutationObserver(() => {
        const surface = document.querySelector('[data-model-stage] [data-ready]');
        if (surface) w.busyAtFirstFrame ??= surface.getAttribute('aria-busy') === 'true';
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await visitor.getByRole('button', { name: /^Girar el modelo en 3D \(\d+,\d MB\)$/ }).click();
    const view = visitor
      .getByRole('img', { name: `Modelo 3D de ${PROJECT.title}` })
      .and(visitor.locator('[data-ready]'));
    await view.waitFor({ timeout: 60_000 });
    // The building is drawn before its textures, which come in after: the surface is busy until
    // the last one is in (the pixels compared below are the finished model's).
    await visitor.locator('[data-ready]:not([aria-busy])').waitFor({ timeout: 60_000 });
    // The building was drawn first, with stand-ins for its textures, and completed after.
    expect(
      await visitor.evaluate(() => (window as unknown as { busyAtFirstFrame?: boolean }).busyAtFirstFrame),
    ).toBe(true);
    expect(requested.some((url) => url.includes(row.model!.split('/').pop()!))).toBe(true);
    expect(requested.every((url) => new URL(url).origin === new URL(panel.backend.url).origin)).toBe(true);
    expect(refused).toEqual([]);

    const first = await pixels(visitor);
    const box = (await view.boundingBox())!;
    await visitor.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await visitor.mouse.down();
    await visitor.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 8 });
    await visitor.mouse.up();
    const dragged = await pixels(visitor);
    expect(dragged.equals(first)).toBe(false);

    await view.focus();
    await visitor.keyboard.press('0');
    await expect.poll(async () => (await pixels(visitor)).equals(first)).toBe(true);
    await visitor.keyboard.press('ArrowRight');
    await visitor.keyboard.press('+');
    expect((await pixels(visitor)).equals(first)).toBe(false);
    await visitor.keyboard.press('0');
    await expect.poll(async () => (await pixels(visitor)).equals(first)).toBe(true);
    for (const name of ['Acercar', 'Alejar', 'Girar a la izquierda', 'Girar a la derecha', 'Vista inicial'])
      await visitor.getByRole('button', { name }).waitFor();
    await visitor.context().close();
  }, 240_000);

  it('in English the viewer speaks English', async () => {
    const context = await panel.browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await context.newPage();
    await visitor.goto(`${panel.backend.url}/en${projectPath(PROJECT)}`);
    await visitor.getByRole('button', { name: /^Turn the 3D model \(\d+\.\d MB\)$/ }).click();
    await visitor
      .getByRole('img', { name: `3D model of ${PROJECT.title}` })
      .and(visitor.locator('[data-ready]'))
      .waitFor({ timeout: 60_000 });
    await visitor.getByRole('button', { name: 'First view' }).waitFor();
    await context.close();
  }, 120_000);

  it('without WebGL the poster stays, and the page says why', async () => {
    const { visitor } = await phone(false);
    await visitor.getByRole('button', { name: '3D', exact: true }).click();
    await visitor
      .getByText(
        'Este navegador no puede mostrar modelos 3D (no tiene WebGL): se muestra la imagen del modelo.',
      )
      .waitFor();
    await visitor.getByRole('img', { name: `Modelo 3D de ${PROJECT.title}` }).waitFor();
    expect(await visitor.locator('[data-model-stage] canvas').count()).toBe(0);
    await visitor.context().close();
  }, 60_000);

  it('an IFC (Revit) is converted in the panel and replaces the GLB, which goes to the Papelera', async () => {
    const before = await project();
    await upload(panel.page, [
      {
        name: 'Casa.ifc',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(houseIfc({ detail: 2, schema: 'IFC2X3' })),
      },
    ]);
    const row = await project();
    expect(row.model_source).toBe('ifc');
    expect(row.model).not.toBe(before.model);
    // The GLB is in the trash: its public link answers 404 and it can be restored.
    expect(await statusOf(panel.backend, before.model!)).toBe(404);
    const replaced = await panel.db.from('ReplacedMedia').select('*').eq('id_project', projectId);
    expect(replaced.data?.map((r) => [r.field, r.columns.model])).toEqual([['model', before.model]]);
    expect(await orphans(panel.backend)).toEqual([]);
  }, 240_000);
});

/** A copy of a GLB with its JSON changed by `change` (the binary chunk kept as it was). */
function withJson(
  bytes: Buffer,
  change: (json: { buffers: { byteLength: number }[]; images: { uri?: string }[] }) => void,
): Buffer {
  const jsonLength = bytes.readUInt32LE(12);
  const json = JSON.parse(bytes.subarray(20, 20 + jsonLength).toString('utf8'));
  json.images ??= [];
  change(json);
  let text = Buffer.from(JSON.stringify(json));
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const rest = bytes.subarray(20 + jsonLength);
  const header = Buffer.alloc(20);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + text.length + rest.length, 8);
  header.writeUInt32LE(text.length, 12);
  header.writeUInt32LE(0x4e4f534a, 16);
  return Buffer.concat([header, text, rest]);
}

/** A ZIP holding one stored (uncompressed) file, as a studio's "send as ZIP" makes it. */
function zipOf(name: string, body: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), body]);
}
