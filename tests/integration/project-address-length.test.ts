// A project whose title and subtitle together pass 300 characters (or 20 hyphens) has a page no
// one can open: /ProjectsGallery/{title}-{subtitle} answers such a name "not found" before any
// work (core/addresses/route-name.ts). A 301-character name was accepted; the panel's writes are
// now refused with a message that says why, on insert and on a rename.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { must, project, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;

beforeAll(async () => {
  b = await startApi();
  ({ client: admin } = await signInAdmin(b));
});
afterAll(() => b?.stop());

const REFUSED = /pasan de 300 caracteres o de 20 guiones: la página del proyecto no podría abrirse/;

it('refuses a new project whose name is 301 characters, and takes one of 300', async () => {
  const long = await admin
    .from('Project')
    .insert(project({ title: 't'.repeat(150), subtitle: 's'.repeat(150) }))
    .select();
  expect(long.error).toMatchObject({ code: '23514' });
  expect(long.error?.message).toMatch(REFUSED);
  must(
    await admin
      .from('Project')
      .insert(project({ title: 't'.repeat(149), subtitle: 's'.repeat(150) }))
      .select(),
  );
});

it('refuses renaming a project, or naming it in English, past those bounds', async () => {
  const [row] = must(
    await admin
      .from('Project')
      .insert(project({ title: 'Casa', subtitle: 'Lago' }))
      .select(),
  );
  const renamed = await admin
    .from('Project')
    .update({ subtitle: 'l'.repeat(300) })
    .eq('id', row!.id)
    .select();
  expect(renamed.error?.message).toMatch(REFUSED);
  const english = await admin
    .from('Project')
    .update({ title_en: `House${'-x'.repeat(20)}` })
    .eq('id', row!.id)
    .select();
  expect(english.error?.message).toMatch(REFUSED);
  const kept = must(
    await admin.from('Project').select('title, subtitle, title_en').eq('id', row!.id).single(),
  );
  expect(kept).toEqual({ title: 'Casa', subtitle: 'Lago', title_en: null });
});
