// What a site in use has and a fresh demo lacks: a month of visits and contacts for 'Estadísticas'
// and a few visitors' messages for 'Mensajes'. Written straight into the embedded database (the
// ways in for visitors count one browser per day and ask a proof of work per message); the
// figures come from a fixed formula, so every run shows the same ones.
import { projectPath } from '../../core/addresses/project-path';
import type { TestBackend } from '../../harness/backend';

const DAYS = 30;
const REFERRERS = ['www.google.com', 'www.instagram.com', 'www.archdaily.mx', 'www.pinterest.com'];

/** The date `back` days before today (UTC), as Postgres reads it. */
function dayBefore(back: number): string {
  return new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
}

export async function addDemoActivity(backend: TestBackend): Promise<void> {
  const pg = backend.backend.db.pg;
  const { rows: projects } = await pg.query<{ id: number; title: string; subtitle: string }>(
    `select id, title, subtitle from public."Project" where deleted_at is null order by position limit 6`,
  );
  const counts: [string, string, string, number | null, string, number][] = [];
  for (let back = 0; back < DAYS; back += 1) {
    const day = dayBefore(back);
    // Weekends busier, a slow rise towards today: a shape the chart makes readable.
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const base = 14 + Math.round((DAYS - back) / 3) + (weekday === 0 || weekday === 6 ? 9 : 0);
    counts.push([day, 'view', '/', null, '', base + 6]);
    projects.forEach((project, rank) => {
      const views = Math.max(1, Math.round(base / (rank + 1.5)) + ((back * 7 + rank * 3) % 5));
      const page = projectPath(project);
      counts.push([day, 'view', page, project.id, '', views]);
      if ((back + rank) % 3 === 0) counts.push([day, 'chat', page, project.id, '', 1 + (rank % 2)]);
      if ((back + rank) % 9 === 0) counts.push([day, 'message', page, project.id, '', 1]);
      const referrer = REFERRERS[(back + rank) % REFERRERS.length]!;
      if ((back * 5 + rank) % 4 === 0) counts.push([day, 'view', page, project.id, referrer, 1 + (back % 3)]);
    });
    if (back % 4 === 1) counts.push([day, 'instagram', '/WhoWeAre', null, '', 1]);
  }
  for (const row of counts) {
    await pg.query(
      `insert into public."DailyCount" (day, kind, page, project, referrer, count) values ($1, $2, $3, $4, $5, $6)
       on conflict on constraint "DailyCount_key" do update set count = excluded.count`,
      row,
    );
  }

  const [first, second] = projects;
  const named = (p: typeof first) => (p ? `${p.title} — ${p.subtitle}` : null);
  const messages = [
    {
      name: 'Lucía Fernández',
      email: 'lucia.fernandez@correo.mx',
      phone: '55 2143 8790',
      body: 'Hola, vimos este proyecto y nos encantó la terraza. Tenemos un terreno en Valle de Bravo y queremos una casa parecida, de unos 250 m². ¿Podemos agendar una llamada la próxima semana?',
      lang: 'es',
      project: first?.id ?? null,
      hoursAgo: 3,
      answered: false,
    },
    {
      name: 'Emma Clarke',
      email: 'emma.clarke@example.com',
      phone: null,
      body: 'Hello! We are opening a small bakery in Mérida and loved the light in this project. Do you also design commercial interiors for small spaces?',
      lang: 'en',
      project: second?.id ?? null,
      hoursAgo: 27,
      answered: false,
    },
    {
      name: 'Daniel Ortega',
      email: 'daniel.ortega@correo.mx',
      phone: '33 1200 4455',
      body: 'Buenas tardes, me gustaría saber si hacen remodelaciones de departamentos en Guadalajara.',
      lang: 'es',
      project: null,
      hoursAgo: 75,
      answered: true,
    },
  ];
  for (const m of messages) {
    const project = projects.find((p) => p.id === m.project);
    await pg.query(
      `insert into public."Message" (name, email, phone, body, lang, project, project_title, created_at, answered_at)
       values ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(hours => $8),
               case when $9 then now() - make_interval(hours => $8 - 2) end)`,
      [m.name, m.email, m.phone, m.body, m.lang, m.project, named(project), m.hoursAgo, m.answered],
    );
  }
}
