import { useEffect, useId, useMemo, useState } from 'react';
import type { DailyCountRow } from '../../../../core/database-shapes';
import { getDailyCounts, getProjectTitles } from '../api/daily-counts';
import { DailyChart } from './DailyChart';
import { byContacts, formatRate, periodStart, PERIODS, summarize, toCsv, type Period } from './summary';
import styles from './StatisticsAdmin.module.css';

// The panel's 'Estadísticas' view: what the site's visitors did, counted without
// identities (public.count_visit), for the last 7, 30 or 90 days.

type Loaded = { rows: DailyCountRow[]; titles: Map<number, string> };

const today = () => new Date().toISOString().slice(0, 10);

export function StatisticsAdmin() {
  const [period, setPeriod] = useState<Period>(30);
  const [loaded, setLoaded] = useState<Loaded | 'error' | null>(null);
  const tableId = useId();

  useEffect(() => {
    let live = true;
    // The longest period is read once; shorter ones are cut from it.
    Promise.all([getDailyCounts(periodStart(today(), 90)), getProjectTitles()]).then(
      ([rows, titles]) => live && setLoaded({ rows, titles }),
      (error: unknown) => {
        console.error('No se pudieron cargar las estadísticas:', error);
        if (live) setLoaded('error');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const summary = useMemo(
    () => (loaded && loaded !== 'error' ? summarize(loaded.rows, today(), period, loaded.titles) : null),
    [loaded, period],
  );

  if (loaded === 'error') return <p className={styles.muted}>No se pudieron cargar las estadísticas.</p>;
  if (!summary) return <p className={styles.muted}>Cargando las estadísticas…</p>;

  const totals = summary.days.reduce(
    (t, d) => ({
      visits: t.visits + d.visits,
      contacts: t.contacts + d.contacts,
      messages: t.messages + d.messages,
    }),
    { visits: 0, contacts: 0, messages: 0 },
  );

  function exportCsv() {
    const blob = new Blob([toCsv(summary!)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `estadisticas-${today()}-${period}-dias.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <div className={styles.view}>
      <section className={styles.card} aria-labelledby={`${tableId}-titulo`}>
        <div className={styles.header}>
          <h2 id={`${tableId}-titulo`} className={styles.cardTitle}>
            Visitas y contactos por día
          </h2>
          <div className={styles.controls}>
            <label className={styles.label}>
              Periodo
              <select
                className={styles.input}
                value={period}
                onChange={(e) => setPeriod(Number(e.target.value) as Period)}
              >
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    Últimos {p} días
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={styles.secondary} onClick={exportCsv}>
              Exportar CSV
            </button>
          </div>
        </div>
        <p className={styles.lead}>
          {plural(totals.visits, 'visita', 'visitas')}, {plural(totals.contacts, 'contacto', 'contactos')} y{' '}
          {plural(totals.messages, 'mensaje', 'mensajes')} en los últimos {period} días. Cada cuenta una vez
          por día y página; no se usan cookies ni se guardan datos personales.
        </p>
        <DailyChart days={summary.days} describedBy={tableId} />
        <details className={styles.details}>
          <summary>Ver como tabla</summary>
          <div className={styles.scroll}>
            <table id={tableId} className={styles.table} data-testid="tabla-diaria">
              <caption>Visitas y contactos por día</caption>
              <thead>
                <tr>
                  <th scope="col">Día</th>
                  <th scope="col">Visitas</th>
                  <th scope="col">Contactos</th>
                  <th scope="col">Mensajes</th>
                </tr>
              </thead>
              <tbody>
                {summary.days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{d.day}</th>
                    <td>{d.visits}</td>
                    <td>{d.contacts}</td>
                    <td>{d.messages}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>Proyectos</h2>
        {summary.projects.length === 0 ? (
          <p className={styles.muted}>Aún no hay visitas a proyectos en este periodo.</p>
        ) : (
          <>
            <ProjectTable caption="Por visitas" projects={summary.projects} />
            <ProjectTable caption="Por contactos" projects={byContacts(summary.projects)} />
          </>
        )}
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>Sitios de origen</h2>
        {summary.referrers.length === 0 ? (
          <p className={styles.muted}>Ninguna visita llegó desde otro sitio en este periodo.</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption>Visitas que llegaron desde otro sitio</caption>
              <thead>
                <tr>
                  <th scope="col">Sitio</th>
                  <th scope="col">Visitas</th>
                </tr>
              </thead>
              <tbody>
                {summary.referrers.slice(0, 20).map((r) => (
                  <tr key={r.site}>
                    <th scope="row">{r.site}</th>
                    <td>{r.visits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function ProjectTable({ caption, projects }: { caption: string; projects: ReturnType<typeof byContacts> }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Proyecto</th>
            <th scope="col">Visitas</th>
            <th scope="col">Contactos</th>
            <th scope="col">Mensajes</th>
            <th scope="col">Contactos por visita</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => (
            <tr key={p.project}>
              <th scope="row">{p.title}</th>
              <td>{p.visits}</td>
              <td>{p.contacts}</td>
              <td>{p.messages}</td>
              <td>{formatRate(p.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
