import { useState } from 'react';
import type { Render, RenderPair } from '../../../../../core/database-shapes';
import { useAdminWrite } from '../../../../lib/admin-write';
import { removePair, savePair } from '../../api/tour-writes';
import admin from './ProjectsAdmin.module.css';
import styles from './TourEditor.module.css';

const FAILED = 'No se pudo guardar el par render y obra, inténtalo nuevamente';

// A render paired with the photograph of the built space (both uploaded as renders): the site shows
// them as one slide under a comparison slider. The two crops line up with each image's focal point.
export function PairsEditor({
  projectId,
  renders,
  pairs,
  onChange,
}: {
  projectId: number;
  /** The project's ordinary (not 360°) renders, each with its name. */
  renders: { render: Render; name: string }[];
  pairs: RenderPair[];
  onChange: () => Promise<void>;
}) {
  const { run } = useAdminWrite();
  const paired = new Set(pairs.flatMap((p) => [p.id_render, p.id_photo]));
  const free = renders.filter((r) => !paired.has(r.render.id));
  const [render, setRender] = useState(0);
  const [photo, setPhoto] = useState(0);
  const nameOf = (id: number) => renders.find((r) => r.render.id === id)?.name ?? '';
  const chosenRender = free.some((r) => r.render.id === render) ? render : (free[0]?.render.id ?? 0);
  const chosenPhoto = free.some((r) => r.render.id === photo && photo !== chosenRender)
    ? photo
    : (free.find((r) => r.render.id !== chosenRender)?.render.id ?? 0);

  return (
    <div className={admin.field}>
      <p className={styles.subtitle}>Render y obra terminada</p>
      <p className={admin.muted}>
        Sube la fotografía de la obra como un render más y emparéjala con su render: el sitio los muestra en
        una sola imagen con un deslizador. Alinea los dos encuadres con el punto de interés de cada imagen.
      </p>
      {pairs.length > 0 && (
        <ul className={styles.list} aria-label="Pares render y obra">
          {pairs.map((pair) => (
            <li key={pair.id} className={styles.listItem}>
              <span>
                {nameOf(pair.id_render)} ↔ {nameOf(pair.id_photo)}
              </span>
              <button
                type="button"
                className={admin.secondary}
                aria-label={`Quitar el par ${nameOf(pair.id_render)} y ${nameOf(pair.id_photo)}`}
                onClick={() =>
                  void run(FAILED, async () => {
                    await removePair(pair.id);
                    await onChange();
                  })
                }
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      {free.length < 2 ? (
        <p className={admin.muted}>Hacen falta dos renders (no 360°) sin pareja para formar un par.</p>
      ) : (
        <div className={styles.row}>
          <label className={admin.field}>
            <span className={admin.label}>Render</span>
            <select
              className={admin.input}
              value={chosenRender}
              onChange={(e) => setRender(Number(e.target.value))}
            >
              {free.map((r) => (
                <option key={r.render.id} value={r.render.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
          <label className={admin.field}>
            <span className={admin.label}>Fotografía de la obra</span>
            <select
              className={admin.input}
              value={chosenPhoto}
              onChange={(e) => setPhoto(Number(e.target.value))}
            >
              {free
                .filter((r) => r.render.id !== chosenRender)
                .map((r) => (
                  <option key={r.render.id} value={r.render.id}>
                    {r.name}
                  </option>
                ))}
            </select>
          </label>
          <button
            type="button"
            className={admin.primary}
            onClick={() =>
              void run(FAILED, async () => {
                await savePair({ id_project: projectId, id_render: chosenRender, id_photo: chosenPhoto });
                await onChange();
              })
            }
          >
            Emparejar
          </button>
        </div>
      )}
    </div>
  );
}
