import { useCallback, useEffect, useState } from 'react';
import type { Blueprint, Render } from '../../../../../core/database-shapes';
import { getBlueprints, getRenders } from '../../api/media';
import { loadTourRows } from '../../api/tour-writes';
import { PairsEditor } from './PairsEditor';
import { RoomCard } from './RoomCard';
import { renderName } from './tour-names';
import admin from './ProjectsAdmin.module.css';
import styles from './TourEditor.module.css';

type Rows = Awaited<ReturnType<typeof loadTourRows>>;

// The project's walk through its 360° renders (doors between rooms, their places on a plano) and
// its render/photograph pairs. Read again whenever the renders or planos above change (`version`),
// so a room uploaded or trashed there appears or goes here.
export function TourEditor({ projectId, version }: { projectId: number; version: number }) {
  const [data, setData] = useState<{ renders: Render[]; planos: Blueprint[]; rows: Rows } | null>(null);
  const [failed, setFailed] = useState(false);

  const read = useCallback(async () => {
    const [renders, planos, rows] = await Promise.all([
      getRenders(projectId),
      getBlueprints(projectId),
      loadTourRows(projectId),
    ]);
    return { renders, planos, rows };
  }, [projectId]);
  const load = useCallback(async () => setData(await read()), [read]);
  useEffect(() => {
    let current = true;
    read().then(
      (next) => current && setData(next),
      (error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [read, version]);

  const named = (data?.renders ?? []).map((render, i) => ({ render, name: renderName(render, i) }));
  const rooms = named.filter((r) => r.render.panorama);
  const flat = named.filter((r) => !r.render.panorama);
  const planos = (data?.planos ?? []).map((plano, i) => ({
    plano,
    name: plano.description?.trim() || `Plano ${i + 1}`,
  }));
  return (
    <section className={admin.card} aria-labelledby={`tour-${projectId}`}>
      <h3 id={`tour-${projectId}`} className={admin.cardTitle}>
        Recorrido 360° y obra terminada
      </h3>
      <p className={admin.cardLead}>
        Une los renders 360° como salas: en cada uno haz clic donde está una puerta o un paso y elige la sala
        a la que lleva; sitúa cada sala en un plano y di hacia dónde mira. Los visitantes pasan de una sala a
        otra y ven dónde están en el plano.
      </p>
      {failed && <p className={admin.muted}>No se pudo cargar el recorrido. Recarga la página.</p>}
      {!data && !failed && <p className={admin.muted}>Cargando…</p>}
      {data && rooms.length < 2 && (
        <p className={admin.muted}>Sube al menos dos renders 360° para unirlos en un recorrido.</p>
      )}
      {data && rooms.length >= 2 && (
        <ul className={styles.rooms} aria-label="Salas del recorrido">
          {rooms.map(({ render, name }) => (
            <RoomCard
              key={render.id}
              room={render}
              name={name}
              others={rooms.filter((o) => o.render.id !== render.id)}
              planos={planos}
              links={data.rows.links.filter((l) => l.from_render === render.id)}
              spot={data.rows.spots.find((s) => s.id_render === render.id)}
              onChange={load}
            />
          ))}
        </ul>
      )}
      {data && <PairsEditor projectId={projectId} renders={flat} pairs={data.rows.pairs} onChange={load} />}
    </section>
  );
}
