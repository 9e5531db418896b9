// `npm run doctor`: all green against a healthy backend; against one whose Data API
// grants are missing (a hosted project created today without the grants migration) it names
// the tables and says how to fix them, and exits 1.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChecks, runChecks } from '../../scripts/doctor/checks';
import { startBackend, type TestBackend } from '../../harness/backend';

const run = promisify(execFile);
let b: TestBackend;

beforeAll(async () => {
  b = await startBackend({ seed: true, serveApp: false });
});
afterAll(async () => {
  await b?.stop();
});

describe('npm run doctor', () => {
  it('finds nothing wrong with a healthy backend', async () => {
    const checks = await runChecks(b.url, b.anonKey);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks.map((c) => c.name)).toEqual([
      'lectura pública de Project',
      'lectura pública de Client',
      'lectura pública de Gallery',
      'lectura pública de Render',
      'lectura pública de Blueprint',
      'lectura pública de Studio',
      'orden y descripciones de imágenes',
      'versiones para teléfonos (renditions)',
      'tipos de video (códecs)',
      'textos en inglés',
      'detalle completo de planos y renders 360°',
      'puntos de interés de las imágenes',
      'vistas previas al compartir (portadas con punto de interés)',
      'papelera oculta a los visitantes',
      'escritura anónima rechazada',
      'escritura anónima de Studio rechazada',
      'un visitante cuenta visitas y no puede leerlas',
      'subida anónima al bucket Gallery rechazada',
      'bucket Gallery público',
      'registro público cerrado',
      'tabla de administradores oculta',
      'funciones de administradores cerradas a visitantes',
      'direcciones anteriores: lectura pública, escritura rechazada',
      'recorrido 360° y pares render/obra: lectura pública, escritura rechazada',
      'bucket Papelera existe y rechaza subidas anónimas',
      'bucket Papelera privado',
      'portadas y videos reemplazados: cerrados a visitantes',
      'formulario de contacto: el desafío responde',
      'formulario de contacto: mensajes cerrados a visitantes',
      'detalle completo: teselas presentes',
      'PDF de los planos (columnas)',
      'PDF de los planos disponibles',
      'modelos 3D (columnas)',
      'modelos 3D disponibles',
      'créditos, pies de foto y ficha del proyecto',
      'clientes, historial y crédito en un paso: cerrados a visitantes',
    ]);
    // The demo's plano with full detail: its pyramid's tiles answer.
    expect(checks.find((c) => c.name === 'detalle completo: teselas presentes')!.seen).toMatch(
      /^1 pirámides, 7 teselas/,
    );
    // The bucket check really fetched a stored file (the demo content has some).
    expect(checks.find((c) => c.name === 'bucket Gallery público')!.seen).toMatch(
      /^200 al pedir \/storage\/v1\/object\/public\/Gallery\//,
    );
  });

  it("fails when a plano's PDF is missing, and passes once it is stored", async () => {
    const url = '/storage/v1/object/public/Gallery/doctor-planos.pdf';
    // Through the API, as the panel writes: its answers to visitors are then read afresh.
    const admin = b.client(b.serviceKey);
    const [first] = (await admin.from('Project').select('id').limit(1)).data ?? [];
    const inserted = await admin
      .from('Blueprint')
      .insert({
        id_project: first!.id,
        url: '/storage/v1/object/public/Gallery/doctor-plano.png',
        pdf_url: url,
        pdf_page: 1,
        pdf_size: 9,
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => [c.name, c.seen])).toEqual([
        ['PDF de los planos disponibles', `faltan o no son PDF: ${url} (404 application/json)`],
      ]);
      const { error } = await admin.storage
        .from('Gallery')
        .upload('doctor-planos.pdf', Buffer.from('%PDF-1.4\n'), { contentType: 'application/pdf' });
      expect(error).toBeNull();
      const checks = await runChecks(b.url, b.anonKey);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
      expect(checks.find((c) => c.name === 'PDF de los planos disponibles')!.seen).toBe(
        '1 PDF responden como application/pdf',
      );
    } finally {
      await admin.from('Blueprint').delete().eq('id', inserted.data!.id);
      await admin.storage.from('Gallery').remove(['doctor-planos.pdf']);
    }
  });

  it("fails when a published model's GLB or poster is missing, and passes once they are stored", async () => {
    const glb = '/storage/v1/object/public/Gallery/doctor-casa.glb';
    const poster = '/storage/v1/object/public/Gallery/doctor-casa.webp';
    const admin = b.client(b.serviceKey);
    // A project without a model of its own (the demo's Casa Río-Bravo has one; rows come back in
    // no set order unless asked).
    const [first] =
      (await admin.from('Project').select('id, model').is('model', null).order('id').limit(1)).data ?? [];
    expect(first!.model).toBeNull();
    const { count: models } = await admin
      .from('Project')
      .select('id', { count: 'exact', head: true })
      .not('model', 'is', null)
      .is('deleted_at', null);
    const set = await admin
      .from('Project')
      .update({ model: glb, model_poster: poster, model_size: 4, model_source: 'glb' })
      .eq('id', first!.id)
      .select('id');
    expect(set.error).toBeNull();
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => [c.name, c.seen])).toEqual([
        [
          'modelos 3D disponibles',
          `faltan o no son lo que dicen: proyecto ${first!.id}: ${glb} (404 application/json), proyecto ${first!.id}: ${poster} (404 application/json)`,
        ],
      ]);
      for (const [name, type] of [
        ['doctor-casa.glb', 'model/gltf-binary'],
        ['doctor-casa.webp', 'image/webp'],
      ] as const) {
        const { error } = await admin.storage
          .from('Gallery')
          .upload(name, Buffer.from('glTF'), { contentType: type });
        expect(error).toBeNull();
      }
      const checks = await runChecks(b.url, b.anonKey);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
      expect(checks.find((c) => c.name === 'modelos 3D disponibles')!.seen).toBe(
        `${models! + 1} modelo(s) y su imagen responden`,
      );
    } finally {
      await admin
        .from('Project')
        .update({ model: null, model_poster: null, model_size: null, model_source: null })
        .eq('id', first!.id);
      await admin.storage.from('Gallery').remove(['doctor-casa.glb', 'doctor-casa.webp']);
    }
  });

  it("fails when the trash's bucket is public, or missing", async () => {
    await b.backend.db.asOwner((tx) =>
      tx.exec(`update storage.buckets set public = true where id = 'Papelera'`),
    );
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['bucket Papelera privado']);
      expect(failed[0]!.fix).toContain(`update storage.buckets set public = false where id = 'Papelera';`);
    } finally {
      await b.backend.db.asOwner((tx) =>
        tx.exec(`update storage.buckets set public = false where id = 'Papelera'`),
      );
    }
    await b.backend.db.asOwner((tx) =>
      tx.exec(`update storage.buckets set id = 'Otra', name = 'Otra' where id = 'Papelera'`),
    );
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['bucket Papelera existe y rechaza subidas anónimas']);
    } finally {
      await b.backend.db.asOwner((tx) =>
        tx.exec(`update storage.buckets set id = 'Papelera', name = 'Papelera' where id = 'Otra'`),
      );
    }
  });

  it('fails when a visitor may call the administrators’ functions', async () => {
    // A hosted project whose default privileges granted anon the new function: the function it
    // wraps, in schema private, still refuses the visitor.
    await b.backend.db.asOwner((tx) =>
      tx.exec('grant execute on function public.add_administrator(text) to anon'),
    );
    try {
      expect((await runChecks(b.url, b.anonKey)).filter((c) => !c.ok)).toEqual([]);
      // Someone granted both: a visitor reaches the function's own check.
      await b.backend.db.asOwner((tx) =>
        tx.exec('grant execute on function private.add_administrator(text) to anon'),
      );
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['funciones de administradores cerradas a visitantes']);
      expect(failed[0]!.seen).toBe('un visitante puede llamar: add_administrator');
      expect(failed[0]!.fix).toContain(
        'revoke execute on function public.add_administrator, private.add_administrator from anon;',
      );
    } finally {
      await b.backend.db.asOwner((tx) =>
        tx.exec(`revoke execute on function public.add_administrator(text) from anon;
          revoke execute on function private.add_administrator(text) from anon;`),
      );
    }
  });

  it("fails when a visitor's change of the studio settings is not refused", async () => {
    // A project where someone granted visitors update and the admin trigger is missing: the
    // policies hide the row, so the change "succeeds" with nothing done instead of a refusal.
    await b.backend.db.asOwner((tx) =>
      tx.exec(
        `grant update on public."Studio" to anon; drop trigger refuse_non_admin_change on public."Studio"`,
      ),
    );
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['escritura anónima de Studio rechazada']);
      expect(failed[0]!.seen).toBe('el cambio no fue rechazado');
      expect(failed[0]!.fix).toContain('20261124000400_studio_settings.sql');
    } finally {
      await b.backend.db.asOwner((tx) =>
        tx.exec(`revoke update on public."Studio" from anon;
          create trigger refuse_non_admin_change before insert or update or delete on public."Studio"
            for each statement execute function private.refuse_non_admin_change();`),
      );
    }
  });

  it('fails when a visitor can read a trashed row', async () => {
    // The read policy of before the trash migration put back, then a project trashed through the
    // API (a write: the read cache starts again).
    await b.backend.db.asOwner((tx) =>
      tx.exec(`create policy "Project: read by anyone" on public."Project" for select to anon using (true)`),
    );
    const service = b.client(b.serviceKey);
    const [first] = (await service.from('Project').select('id').order('id').limit(1)).data ?? [];
    await service.from('Project').update({ deleted_at: new Date().toISOString() }).eq('id', first!.id);
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['papelera oculta a los visitantes']);
      expect(failed[0]!.seen).toBe('un visitante ve filas en la papelera de: Project');
      expect(failed[0]!.fix).toContain('20261125000400_trash_history.sql');
    } finally {
      await b.backend.db.asOwner((tx) =>
        tx.exec(`drop policy "Project: read by anyone" on public."Project"`),
      );
      await service.from('Project').update({ deleted_at: null }).eq('id', first!.id);
    }
  });

  it('fails when visitors can read the visit counts', async () => {
    await b.backend.db.asOwner((tx) =>
      tx.exec(`grant select on public."DailyCount" to anon;
        create policy "doctor test" on public."DailyCount" for select to anon using (true);`),
    );
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['un visitante cuenta visitas y no puede leerlas']);
      expect(failed[0]!.seen).toBe('count_visit: false; lectura de DailyCount: 0 filas visibles');
      expect(failed[0]!.fix).toContain('20261125000500_visit_counts.sql');
    } finally {
      await b.backend.db.asOwner((tx) =>
        tx.exec(
          `drop policy "doctor test" on public."DailyCount"; revoke select on public."DailyCount" from anon;`,
        ),
      );
    }
  });

  it('fails when visitors may write the former addresses', async () => {
    // Wide open: no row-level security, no triggers, a visitor's insert granted. The
    // probe's row is refused by the schema all the same (a one-letter address): nothing stored.
    const open = `alter table public."ProjectAddress" disable row level security;
      drop trigger refuse_non_admin_change on public."ProjectAddress";
      drop trigger skip_live_address on public."ProjectAddress";
      grant insert on public."ProjectAddress" to anon;`;
    const closed = `revoke insert on public."ProjectAddress" from anon;
      create trigger refuse_non_admin_change before insert or update or delete on public."ProjectAddress"
        for each statement execute function private.refuse_non_admin_change();
      create trigger skip_live_address before insert or update on public."ProjectAddress"
        for each row execute function private.skip_live_address();
      alter table public."ProjectAddress" enable row level security;`;
    await b.backend.db.asOwner((tx) => tx.exec(open));
    try {
      // Only this check is asserted: by now this file's runs have used up the visitor's budget
      // of count_visit calls, which the visit check reports as a failure of its own.
      const check = (await runChecks(b.url, b.anonKey)).find((c) =>
        c.name.startsWith('direcciones anteriores'),
      );
      expect(check).toMatchObject({ ok: false, seen: 'lectura: 0 filas visibles; escritura: 23514' });
      expect(check!.fix).toContain('20261127000900_former_addresses.sql');
    } finally {
      await b.backend.db.asOwner((tx) => tx.exec(closed));
    }
    // Unreadable: see the grants test below (a project table visitors cannot read hides them too).
  });

  it("names a project without its videos' types and the migration that adds them", async () => {
    // A backend of its own, as below: its read cache has not seen the columns yet.
    const b = await startBackend({ seed: false, serveApp: false });
    await b.backend.db.asOwner((tx) => tx.exec(`alter table public."Project" drop column video_phone_type;`));
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['tipos de video (códecs)']);
      expect(failed[0]!.fix).toContain('20261127000400_video_types.sql');
    } finally {
      await b.stop();
    }
  });

  it('names the tables without the English texts and the migration that adds them', async () => {
    // A backend of its own, as below: its read cache has not seen the columns yet.
    const b = await startBackend({ seed: false, serveApp: false });
    await b.backend.db.asOwner((tx) =>
      tx.exec(`alter table public."Client" drop column testimonial_en;
        alter table public."Gallery" drop column description_en;`),
    );
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['textos en inglés']);
      expect(failed[0]!.seen).toBe('no se pueden leer: Gallery, Client');
      expect(failed[0]!.fix).toContain('20261126000100_english_texts.sql');
    } finally {
      await b.stop();
    }
  });

  it('names the tables without the focal points and the migration that adds them', async () => {
    const b = await startBackend({ seed: false, serveApp: false });
    await b.backend.db.asOwner((tx) =>
      tx.exec(`alter table public."Render" drop column focus_x, drop column focus_y;
        alter table public."Project" drop column render_focus_y;`),
    );
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['puntos de interés de las imágenes']);
      expect(failed[0]!.seen).toBe('no se pueden leer: Project, Render');
      expect(failed[0]!.fix).toContain('20261127001000_focal_points.sql');
    } finally {
      await b.stop();
    }
  });

  it("names a project table without the covers' link-preview copies and the migration that adds them", async () => {
    const b = await startBackend({ seed: false, serveApp: false });
    await b.backend.db.asOwner((tx) => tx.exec(`alter table public."Project" drop column render_preview;`));
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual([
        'vistas previas al compartir (portadas con punto de interés)',
      ]);
      expect(failed[0]!.seen).toBe('no se pueden leer: Project');
      expect(failed[0]!.fix).toContain('20261128000300_link_preview_copies.sql');
    } finally {
      await b.stop();
    }
  });

  it("names a project table without the 3D models' columns and the migration that adds them", async () => {
    const b = await startBackend({ seed: false, serveApp: false });
    await b.backend.db.asOwner((tx) => tx.exec(`alter table public."Project" drop column model_source;`));
    try {
      const failed = (await runChecks(b.url, b.anonKey)).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toEqual(['modelos 3D (columnas)']);
      expect(failed[0]!.seen).toMatch(/^42703 /);
      expect(failed[0]!.fix).toContain('20261129000300_project_model.sql');
    } finally {
      await b.stop();
    }
  });

  it('names the tables whose grants are missing, says how to fix them, and exits 1', async () => {
    // A backend of its own: the grants are revoked behind the API's back, and the embedded
    // backend's read cache (emptied only by writes that commit through the API) would otherwise
    // still answer the reads the first test made. A seeded start of its own (the demo plano's
    // full-detail tiles are cut then) outlasts a test's default time on a busy machine.
    const b = await startBackend({ seed: true, serveApp: false });
    await b.backend.db.asOwner((tx) =>
      tx.exec(`revoke select on public."Project", public."Render" from anon, authenticated`),
    );
    try {
      const checks = await runChecks(b.url, b.anonKey);
      const failed = checks.filter((c) => !c.ok);
      // Former addresses and clients are read with their project, a walk's doors and pairs with
      // their renders: unreadable projects and renders hide them too.
      expect(failed.map((c) => c.name)).toEqual([
        'lectura pública de Project',
        'lectura pública de Render',
        'direcciones anteriores: lectura pública, escritura rechazada',
        'recorrido 360° y pares render/obra: lectura pública, escritura rechazada',
        'clientes, historial y crédito en un paso: cerrados a visitantes',
      ]);
      expect(failed[0]!.fix).toContain('grant select on public."Project" to anon, authenticated');
      expect(formatChecks(checks)).toContain('5 comprobación(es) fallida(s)');

      const cli = await run('npx', [
        'tsx',
        'scripts/doctor/main.ts',
        '--url',
        b.url,
        '--anon-key',
        b.anonKey,
      ]).then(
        () => ({ code: 0, stdout: '' }),
        (error: { code: number; stdout: string }) => error,
      );
      expect(cli.code).toBe(1);
      expect(cli.stdout).toMatch(/FALLA\s+lectura pública de Project/);
    } finally {
      await b.stop();
    }
  }, 60_000);

  it('fails when visitors may read replaced covers and videos', async () => {
    await b.backend.db.asOwner((tx) => tx.exec(`grant select on public."ReplacedMedia" to anon`));
    try {
      // Only this check is asserted, as above: the visitor's count_visit budget is used up by now.
      const check = (await runChecks(b.url, b.anonKey)).find((c) => c.name.startsWith('portadas y videos'));
      expect(check).toMatchObject({ ok: false, seen: 'lectura: 0 filas visibles; escritura: 42501' });
      expect(check!.fix).toContain('20261127001200_replaced_media.sql');
    } finally {
      await b.backend.db.asOwner((tx) => tx.exec(`revoke select on public."ReplacedMedia" from anon`));
    }
  });

  it('fails when visitors may read the messages, and names the migration', async () => {
    await b.backend.db.asOwner((tx) => tx.exec(`grant select on public."Message" to anon`));
    try {
      const check = (await runChecks(b.url, b.anonKey)).find((c) =>
        c.name.endsWith('mensajes cerrados a visitantes'),
      );
      expect(check).toMatchObject({ ok: false });
      expect(check!.seen).toContain('lectura de Message: 0 filas visibles');
      expect(check!.fix).toContain('20261129000700_contact_messages.sql');
    } finally {
      await b.backend.db.asOwner((tx) => tx.exec(`revoke select on public."Message" from anon`));
    }
  });

  it('fails when the contact form’s challenge does not answer', async () => {
    await b.backend.db.asOwner((tx) =>
      tx.exec(`revoke execute on function private.contact_challenge() from anon`),
    );
    try {
      const check = (await runChecks(b.url, b.anonKey)).find((c) => c.name.endsWith('el desafío responde'));
      expect(check).toMatchObject({ ok: false });
      expect(check!.seen).toMatch(/^42501/);
    } finally {
      await b.backend.db.asOwner((tx) =>
        tx.exec(`grant execute on function private.contact_challenge() to anon`),
      );
    }
  });

  it("fails when a plano's full detail points at tiles that are not there", async () => {
    const detail = JSON.stringify({
      width: 600,
      height: 400,
      tileSize: 256,
      overlap: 1,
      format: 'webp',
      minLevel: 8,
      maxLevel: 10,
      url: '/storage/v1/object/public/Gallery/1700000000000-sin-teselas_files/',
    });
    // Through the API, as `push` or the panel would write it: the visitor's cached reads see it.
    const db = b.client(b.serviceKey);
    const { data: project } = await db.from('Project').select('id').limit(1).single();
    const { data: row, error } = await db
      .from('Blueprint')
      .insert({
        id_project: project!.id,
        url: '/storage/v1/object/public/Gallery/1700000000000-sin-teselas.png',
        detail: JSON.parse(detail) as never,
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const id = row.id;
    try {
      const check = (await runChecks(b.url, b.anonKey)).find(
        (c) => c.name === 'detalle completo: teselas presentes',
      );
      expect(check).toMatchObject({ ok: false });
      expect(check!.seen).toContain(
        `Blueprint ${id}: 404 en /storage/v1/object/public/Gallery/1700000000000-sin-teselas_files/10/0_0.webp`,
      );
    } finally {
      await db.from('Blueprint').delete().eq('id', id);
    }
  });
});
