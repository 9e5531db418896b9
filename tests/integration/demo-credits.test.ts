// The demo content shows both kinds of project a studio's site has while it catches up: some
// with their fact sheet, captions and credits, others with none; a client the studio keeps to
// itself never reaches visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../../harness/backend';
import { must } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startBackend({ seed: true, serveApp: false });
}, 120_000);

afterAll(async () => {
  await b?.stop();
});

describe('the demo content', () => {
  it('has facts and credits for some projects and none for others', async () => {
    const visitor = b.client();
    const projects = must(
      await visitor.from('Project').select('id, title, status, city, render_credit').order('position'),
    );
    const withFacts = projects.filter((p) => p.status !== null);
    expect(withFacts.length).toBeGreaterThanOrEqual(3);
    expect(projects.length - withFacts.length).toBeGreaterThanOrEqual(3);
    const casa = projects.find((p) => p.title === 'Casa Río-Bravo')!;
    expect(casa).toMatchObject({
      status: 'built',
      city: 'Valle de Bravo',
      render_credit: { name: 'Marta Oliva' },
    });
    const renders = must(
      await visitor.from('Render').select('caption, credit').eq('id_project', casa.id).order('position'),
    );
    expect(renders.every((r) => r.credit?.name === 'Marta Oliva')).toBe(true);
    expect(renders.filter((r) => r.caption).length).toBe(2);
    // The family asked not to be named: visitors read no client for it; the library's is shown.
    const clients = must(await visitor.from('ProjectClient').select('id_project, name'));
    expect(clients.map((c) => c.name)).toEqual(['Alcaldía Tlalpan']);
    const photos = must(await visitor.from('Gallery').select('credit').not('credit', 'is', null));
    expect(photos).toHaveLength(2);
  });
});
