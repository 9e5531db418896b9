// The trash purge compares the objects URLs name, not the URLs as written: a trashed row that
// names a live file in another spelling (the site's own absolute URL, a `x/../` detour, percent
// escapes, a query) must not take that file with it, nor may another trashed row's file that is
// not being purged go, nor one a settings version names; a URL of another site never deletes
// anything; a file only the purged rows named is deleted (in whichever bucket it waits).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeTrash } from '../../server/storage/trash-purge';
import type { TestBackend } from '../../harness/backend';
import { must, project, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;

beforeAll(async () => {
  b = await startApi({ fresh: true });
  ({ client: admin } = await signInAdmin(b));
});
afterAll(async () => {
  await b?.stop();
});

const path = (name: string) => `/storage/v1/object/public/Gallery/${name}`;
const upload = async (name: string) => {
  must(await admin.storage.from('Gallery').upload(name, new Blob([name], { type: 'image/webp' })));
  return path(name);
};
const served = async (name: string) => (await fetch(`${b.url}${path(name)}`)).status;
const longAgo = () => new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();

describe('the trash purge and other spellings of a file', () => {
  it('keeps every file a remaining row or version names in any spelling; deletes only what the purged rows alone named', async () => {
    const names = [
      'vivo-a.webp',
      'vivo-b.webp',
      'vivo-c.webp',
      'vivo-d.webp',
      'ajeno.webp',
      'otra-papelera.webp',
      'version.webp',
      'solo-purgado.webp',
    ];
    for (const name of names) await upload(name);
    // Live rows name the first four plainly.
    const live = must(
      await admin
        .from('Gallery')
        .insert(['vivo-a.webp', 'vivo-b.webp', 'vivo-c.webp'].map((n) => ({ url: path(n) })))
        .select(),
    );
    expect(live).toHaveLength(3);
    must(
      await admin
        .from('Project')
        .insert(project({ title: 'Viva', subtitle: 'Casa', render: path('vivo-d.webp') }))
        .select(),
    );
    // A settings document that is now only a version names 'version.webp' by absolute URL.
    must(
      await admin
        .from('Studio')
        .insert({ id: 1, settings: { hero: `${b.url}${path('version.webp')}` } })
        .select(),
    );
    must(
      await admin
        .from('Studio')
        .update({ settings: { hero: null } })
        .eq('id', 1)
        .select(),
    );
    // A row trashed recently (not purged yet) names 'otra-papelera.webp' with escapes.
    const [recent] = must(
      await admin
        .from('Gallery')
        .insert({ url: path('%6Ftra-papelera.webp') })
        .select(),
    );
    must(
      await admin
        .from('Gallery')
        .update({ deleted_at: new Date().toISOString() })
        .eq('id', recent!.id)
        .select(),
    );

    // The rows to purge, each naming a kept file in another spelling.
    const spellings = [
      `${b.url}${path('vivo-a.webp')}`, // the site's own absolute URL
      path('x/../vivo-b.webp'), // a detour
      path('%76ivo-c.webp'), // percent-escapes
      `${path('vivo-d.webp')}?v=2`, // a query
      'https://otro-sitio.example/storage/v1/object/public/Gallery/ajeno.webp', // another site's
      path('otra-papelera.webp'),
      path('version.webp'),
      path('solo-purgado.webp'),
    ];
    const doomed = must(
      await admin
        .from('Gallery')
        .insert(spellings.map((url) => ({ url })))
        .select(),
    );
    for (const row of doomed) {
      must(
        await admin
          .from('Gallery')
          .update({ deleted_at: new Date().toISOString() })
          .eq('id', row.id)
          .select(),
      );
      must(await admin.from('Gallery').update({ deleted_at: longAgo() }).eq('id', row.id).select());
    }

    const result = await purgeTrash(b.backend.db, b.backend.disk);
    expect(result.rows).toBe(doomed.length);
    for (const name of names.filter((n) => n !== 'solo-purgado.webp'))
      expect([name, await served(name)]).toEqual([name, 200]);
    expect(await served('solo-purgado.webp')).toBe(404);
    expect(result.files).toBe(1);
    expect(must(await admin.from('PurgedFile').select('url'))).toEqual([]);
  });
});
