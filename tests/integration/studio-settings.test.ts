// The studio's settings live in public."Studio" (one row). Visitors and signed-in
// non-administrators read them and cannot change them; an administrator saves them; an empty
// table means today's values; the served page carries them (JSON-LD and the app's block).
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STUDIO_SETTINGS, studioSettings, type StudioSettings } from '../../core/studio/studio-settings';
import type { TestBackend } from '../../harness/backend';
import { readHead } from '../support/html-head';
import { appFixture } from './app-fixture';
import { signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;
let appDir: string;

const EDITED: StudioSettings = {
  ...DEFAULT_STUDIO_SETTINGS,
  phone: '5215598765432',
  social: [
    { network: 'Facebook', url: '' },
    { network: 'Instagram', url: 'https://www.instagram.com/otro.estudio' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/otro-estudio' },
  ],
  city: 'Oaxaca',
  texts: { ...DEFAULT_STUDIO_SETTINGS.texts, mission: 'Una misión nueva.' },
};

async function stored(client: Client) {
  const { data, error } = await client.from('Studio').select('settings');
  if (error) throw new Error(error.message);
  return data;
}

/** The JSON-LD studio and the settings block of the page served at `/`. */
async function servedStudio() {
  const html = await (await fetch(`${b.url}/`)).text();
  const head = readHead(html);
  const ld = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );
  const block = /<script type="application\/json" id="studio-settings"[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return { head, studio: ld['@graph'][0], block: block ? JSON.parse(block) : null };
}

beforeAll(async () => {
  appDir = await appFixture();
  b = await startApi({ serveApp: true, appDir });
  ({ client: admin } = await signInAdmin(b));
});

afterAll(async () => {
  await b?.stop();
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

describe('studio settings', () => {
  it('with no row, everyone reads nothing and the served page shows today’s values', async () => {
    expect(await stored(b.client())).toEqual([]);
    expect(studioSettings(null)).toEqual(DEFAULT_STUDIO_SETTINGS);
    const { studio, block } = await servedStudio();
    expect(studio.telephone).toBe(`+${DEFAULT_STUDIO_SETTINGS.phone}`);
    expect(studio.sameAs).toEqual(DEFAULT_STUDIO_SETTINGS.social.map((l) => l.url));
    expect(block).toEqual(DEFAULT_STUDIO_SETTINGS);
  });

  it('refuses anonymous and non-administrator writes', async () => {
    const anon = b.client();
    const { client: user } = await signInNonAdmin(b);
    for (const client of [anon, user]) {
      const inserted = await client
        .from('Studio')
        .insert({ id: 1, settings: { phone: '1' } })
        .select();
      expect(inserted.error?.code).toBe('42501');
    }
    must(
      await admin
        .from('Studio')
        .insert({ id: 1, settings: { phone: '5215500000000' } })
        .select(),
    );
    for (const client of [anon, user]) {
      const updated = await client
        .from('Studio')
        .update({ settings: { phone: '1' } })
        .eq('id', 1)
        .select();
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('Studio').delete().eq('id', 1).select();
      expect(deleted.error?.code).toBe('42501');
    }
    expect(await stored(anon)).toEqual([{ settings: { phone: '5215500000000' } }]);
  });

  it('an administrator saves; visitors read it and the next served page carries it', async () => {
    must(
      await admin
        .from('Studio')
        .update({ settings: EDITED as never })
        .eq('id', 1)
        .select(),
    );
    const [row] = await stored(b.client());
    expect(studioSettings(row?.settings)).toEqual(EDITED);
    const { studio, block } = await servedStudio();
    expect(studio.telephone).toBe('+5215598765432');
    // An empty URL hides the network everywhere.
    expect(studio.sameAs).toEqual([
      'https://www.instagram.com/otro.estudio',
      'https://www.linkedin.com/company/otro-estudio',
    ]);
    expect(studio.address.addressLocality).toBe('Oaxaca');
    expect(studioSettings(block).texts.mission).toBe('Una misión nueva.');
  });

  it('keeps one row and refuses a document that is not an object', async () => {
    const second = await admin.from('Studio').insert({ id: 2, settings: {} }).select();
    expect(second.error?.code).toBe('23514');
    const notObject = await admin
      .from('Studio')
      .update({ settings: [1, 2] })
      .eq('id', 1)
      .select();
    expect(notObject.error?.code).toBe('23514');
  });

  it('ignores stored values of the wrong shape or unsafe URLs, field by field', () => {
    const shown = studioSettings({
      phone: 42,
      city: 'Mérida',
      social: [{ network: 'Facebook', url: 'javascript:alert(1)' }],
      founders: [
        {
          name: 'Ana',
          photo: 'data:image/png;base64,AAAA',
          // Only width keys with safe URLs are kept.
          photoWidths: {
            '480': 'javascript:alert(1)',
            '960': '/storage/v1/object/public/Gallery/a.jpg',
            x: '/b',
          },
        },
      ],
      reel: {
        video: '/storage/v1/object/public/Gallery/1-reel.mp4',
        poster: '//evil.example/p.webp',
        // The reel's renditions pass the same URL check.
        phone: 'javascript:alert(1)',
        phonePoster: '/storage/v1/object/public/Gallery/1-reel-poster.jpg',
      },
    });
    expect(shown.phone).toBe(DEFAULT_STUDIO_SETTINGS.phone);
    expect(shown.city).toBe('Mérida');
    expect(shown.social).toEqual([{ network: 'Facebook', url: '' }]);
    expect(shown.founders[0]).toMatchObject({
      name: 'Ana',
      photo: '',
      photoWidths: { '960': '/storage/v1/object/public/Gallery/a.jpg' },
      bio: DEFAULT_STUDIO_SETTINGS.founders[0].bio,
    });
    expect(shown.reel).toEqual({
      video: '/storage/v1/object/public/Gallery/1-reel.mp4',
      poster: '',
      phone: '',
      phonePoster: '/storage/v1/object/public/Gallery/1-reel-poster.jpg',
      // Not recorded: the reel is offered as before, its poster cropped at the centre.
      videoType: '',
      phoneType: '',
      posterFocus: '',
    });
  });
});

function must<T>(result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  return result.data as T;
}
