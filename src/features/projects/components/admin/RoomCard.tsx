import { useId, useState } from 'react';
import type { Blueprint, Render, RoomLink, RoomSpot } from '../../../../../core/database-shapes';
import { useAdminWrite } from '../../../../lib/admin-write';
import { imageUrl } from '../../../../lib/image-url';
import { removeLink, removeSpot, saveLink, saveSpot } from '../../api/tour-writes';
import { PointPicker } from '../../../../components/PointPicker';
import { doorAngles, doorDegrees, doorPoint } from './tour-names';
import admin from './ProjectsAdmin.module.css';
import styles from './TourEditor.module.css';

const FAILED_DOOR = 'No se pudo guardar la puerta, inténtalo nuevamente';
const FAILED_SPOT = 'No se pudo guardar la posición en el plano, inténtalo nuevamente';

// One 360° room in the panel: its doors (a click on the flat panorama where the door is, and the
// room it leads to), and its place on a plano (a click on the plano, and which way the view's
// centre faces there). Each write is saved on its own, like the other fields.
export function RoomCard({
  room,
  name,
  others,
  planos,
  links,
  spot,
  onChange,
}: {
  room: Render;
  name: string;
  /** The other rooms, each with its name. */
  others: { render: Render; name: string }[];
  planos: { plano: Blueprint; name: string }[];
  links: RoomLink[];
  spot: RoomSpot | undefined;
  /** The tour's rows changed: read them again. */
  onChange: () => Promise<void>;
}) {
  const { run } = useAdminWrite();
  const id = useId();
  const [door, setDoor] = useState({ x: 0.5, y: 0.5 });
  const [to, setTo] = useState(others[0]?.render.id ?? 0);
  const [planoId, setPlanoId] = useState(spot?.id_blueprint ?? planos[0]?.plano.id ?? 0);
  const [place, setPlace] = useState({ x: spot?.x ?? 0.5, y: spot?.y ?? 0.5 });
  const [heading, setHeading] = useState(spot?.heading ?? 0);
  const nameOf = (renderId: number) => others.find((o) => o.render.id === renderId)?.name ?? '';
  const existing = links.find((l) => l.to_render === to);
  const plano = planos.find((p) => p.plano.id === planoId)?.plano;

  const addDoor = () =>
    run(FAILED_DOOR, async () => {
      await saveLink(
        { id_project: room.id_project, from_render: room.id, to_render: to, ...doorAngles(door) },
        existing?.id,
      );
      await onChange();
    });
  const placeRoom = () =>
    run(FAILED_SPOT, async () => {
      await saveSpot(
        {
          id_project: room.id_project,
          id_render: room.id,
          id_blueprint: planoId,
          ...place,
          heading: heading % 360,
        },
        spot?.id,
      );
      await onChange();
    });

  return (
    <li className={styles.room} aria-labelledby={`${id}-name`}>
      <h4 id={`${id}-name`} className={styles.roomTitle}>
        {name}
      </h4>
      <div className={styles.columns}>
        <div className={admin.field}>
          <p className={styles.subtitle}>Puertas</p>
          {links.length === 0 ? (
            <p className={admin.muted}>Sin puertas: los visitantes no pueden salir de esta sala.</p>
          ) : (
            <ul className={styles.list} aria-label={`Puertas de ${name}`}>
              {links.map((link) => (
                <li key={link.id} className={styles.listItem}>
                  <span>
                    A {nameOf(link.to_render)} · {doorDegrees(link.yaw)}
                  </span>
                  <button
                    type="button"
                    className={admin.secondary}
                    aria-label={`Quitar la puerta de ${name} a ${nameOf(link.to_render)}`}
                    onClick={() =>
                      void run(FAILED_DOOR, async () => {
                        await removeLink(link.id);
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
          <PointPicker
            url={imageUrl(room.url, 960, 75, room.widths) ?? room.url}
            label={`Dónde está la puerta en ${name}`}
            value={door}
            onChange={setDoor}
          />
          <div className={styles.row}>
            <label className={admin.field}>
              <span className={admin.label}>Lleva a</span>
              <select className={admin.input} value={to} onChange={(e) => setTo(Number(e.target.value))}>
                {others.map((o) => (
                  <option key={o.render.id} value={o.render.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={admin.primary} onClick={() => void addDoor()}>
              {existing ? 'Mover puerta' : 'Añadir puerta'}
            </button>
          </div>
          {existing && (
            <button type="button" className={admin.secondary} onClick={() => setDoor(doorPoint(existing))}>
              Ver dónde está
            </button>
          )}
        </div>
        <div className={admin.field}>
          <p className={styles.subtitle}>En el plano</p>
          {planos.length === 0 ? (
            <p className={admin.muted}>Sube un plano del proyecto para situar las salas en él.</p>
          ) : (
            <>
              <label className={admin.field}>
                <span className={admin.label}>Plano</span>
                <select
                  className={admin.input}
                  value={planoId}
                  onChange={(e) => setPlanoId(Number(e.target.value))}
                >
                  {planos.map((p) => (
                    <option key={p.plano.id} value={p.plano.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
              {plano && (
                <PointPicker
                  url={imageUrl(plano.url, 640, 75, plano.widths) ?? plano.url}
                  label={`Dónde está ${name} en el plano`}
                  value={place}
                  onChange={setPlace}
                />
              )}
              <label className={admin.field}>
                <span className={admin.label}>
                  Hacia dónde mira el centro de la imagen: {Math.round(heading)}°
                </span>
                <input
                  type="range"
                  min={0}
                  max={359}
                  step={1}
                  value={heading}
                  onChange={(e) => setHeading(Number(e.target.value))}
                  aria-valuetext={`${Math.round(heading)}° desde arriba del plano, en el sentido del reloj`}
                />
              </label>
              <div className={admin.actions}>
                {spot && (
                  <button
                    type="button"
                    className={admin.secondary}
                    onClick={() =>
                      void run(FAILED_SPOT, async () => {
                        await removeSpot(spot.id);
                        await onChange();
                      })
                    }
                  >
                    Quitar del plano
                  </button>
                )}
                <button type="button" className={admin.primary} onClick={() => void placeRoom()}>
                  Guardar en el plano
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
