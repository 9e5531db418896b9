// A render (or plano) trashed on its own, whose project then went to the trash too: restored
// alone, it was public — its row visible to visitors — while its project was in the trash. The
// database now refuses that restore until the project is back (the panel says so first and moves
// no file); once the project is restored, the render can be.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { insertContent, keyClient, must, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let admin: Client;

beforeAll(async () => {
  b = await startApi();
  ({ client: admin } = await signInAdmin(b));
});
afterAll(() => b?.stop());

const trash = (table: 'Project' | 'Render' | 'Blueprint', id: number, at: string | null) =>
  admin.from(table).update({ deleted_at: at }).eq('id', id).select('id');

it('keeps a render and a plano in the trash, hidden from visitors, while their project is there', async () => {
  const { projects, renders, blueprints } = await insertContent(admin);
  const project = projects[0]!;
  const render = renders.find((r) => r.id_project === project.id)!;
  const plano = blueprints.find((p) => p.id_project === project.id)!;
  const now = new Date().toISOString();
  must(await trash('Render', render.id, now));
  must(await trash('Blueprint', plano.id, now));
  must(await trash('Project', project.id, now));

  for (const [table, id] of [
    ['Render', render.id],
    ['Blueprint', plano.id],
  ] as const) {
    const alone = await trash(table, id, null);
    expect(alone.error?.message).toMatch(/Su proyecto está en la papelera: restaura el proyecto primero/);
  }
  const visitor = keyClient(b.url, b.anonKey);
  expect(must(await visitor.from('Render').select('id').eq('id', render.id))).toEqual([]);
  expect(must(await visitor.from('Blueprint').select('id').eq('id', plano.id))).toEqual([]);

  // The project back: then the render can come back too.
  must(await trash('Project', project.id, null));
  must(await trash('Render', render.id, null));
  expect(must(await visitor.from('Render').select('id').eq('id', render.id))).toEqual([{ id: render.id }]);
});
