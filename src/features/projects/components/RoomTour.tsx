import { useEffect, useMemo, useRef, useState } from 'react';
import type { Viewer } from '@photo-sphere-viewer/core';
import type { VirtualTourNode, VirtualTourPlugin } from '@photo-sphere-viewer/virtual-tour-plugin';
import { tour as tourTexts } from '../../../../core/i18n/es/tour';
import { readDetail } from '../../../../core/media/detail-pyramid';
import {
  doorsByRoom,
  headingOnPlan,
  mapSpots,
  roomTexture,
  type TourRoom,
} from '../../../../core/media/room-tour';
import { useTexts } from '../../../i18n/texts';
import { ImageNote } from '../../../components/ImageNote';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import { getTour } from '../api/tour';
import { hasWebGl } from '../../../lib/has-webgl';
import { PanoramaView } from './PanoramaView';
import { PlanMap } from './PlanMap';
import type { SlideImage, TourInput } from './slide-image';
import { tourLibraries } from './tour-libraries';
import styles from './RoomTour.module.css';

// A 360° render opened as one room of the project's walk: Photo Sphere Viewer's virtual-tour
// plugin draws an arrow at each door the studio placed and moves through it (click or tap), and
// fetches the rooms behind the doors while the visitor looks around; the same doors are buttons
// below (Tab and Enter), and the plano is a small map with the visitor's place and heading, whose
// rooms are buttons too. Without WebGL each room is its still image with the same doors and map.

/** A phone: its panoramas stay within its GPU and canvas limits (core/media/room-tour.ts). */
const isPhone = () =>
  window.matchMedia('(pointer: coarse)').matches || Math.max(screen.width, screen.height) <= 1024;

const roomOf = (image: SlideImage, name: string): TourRoom => {
  const detail = readDetail(image.detail);
  return {
    id: image.id!,
    url: imageUrl(image.url, 1920, 75, image.widths) ?? image.url,
    texture: detail?.texture ?? null,
    fullWidth: detail?.width ?? null,
    name,
  };
};

export function RoomTour({ tour }: { tour: TourInput }) {
  const t = useTexts(tourTexts, (c) => c.tour);
  const images = useMemo(() => tour.rooms.filter((r) => r.panorama && r.id !== undefined), [tour.rooms]);
  // A room's name is the studio's description of it, else "Sala 2" in the page's language.
  const rooms = useMemo(
    () => images.map((image, i) => roomOf(image, image.description || t.room(i + 1))),
    [images, t],
  );
  const names = useMemo(() => new Map(rooms.map((r) => [r.id, r.name])), [rooms]);
  // Asked for at once, so the doors arrive while the viewer's libraries load.
  const [loading] = useState(() => getTour(tour.projectId));
  const [data, setData] = useState<Awaited<typeof loading> | null>(null);
  const [current, setCurrent] = useState(tour.start.id!);
  const [webgl] = useState(hasWebGl);
  const plugin = useRef<VirtualTourPlugin | null>(null);
  const cone = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let live = true;
    void loading.then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, [loading]);

  const doors = useMemo(() => doorsByRoom(rooms, data?.links ?? []), [rooms, data]);
  const spots = useMemo(
    () => mapSpots(data?.spots ?? []).filter((s) => names.has(s.id_render)),
    [data, names],
  );
  const plano = tour.planos.find((p) => p.id === spots[0]?.id_blueprint);

  // Without WebGL the next rooms' images are fetched while the visitor looks at this one.
  useEffect(() => {
    if (webgl) return;
    for (const door of doors.get(current) ?? []) {
      const next = images.find((i) => i.id === door.to);
      if (next) new Image().src = imageUrl(next.url, 1920, 75, next.widths) ?? next.url;
    }
  }, [webgl, doors, current, images]);

  function go(room: number) {
    if (plugin.current) void plugin.current.setCurrentNode(String(room));
    else setCurrent(room);
  }

  async function plugins() {
    const [{ VirtualTourPlugin: Tour, MarkersPlugin: Markers }, { links }] = await Promise.all([
      tourLibraries(),
      loading,
    ]);
    const phone = isPhone();
    const byRoom = doorsByRoom(rooms, links);
    const nodes: VirtualTourNode[] = rooms.map((room) => ({
      id: String(room.id),
      panorama: roomTexture(room, phone),
      name: room.name,
      links: (byRoom.get(room.id) ?? []).map((door) => ({
        nodeId: String(door.to),
        position: { yaw: door.yaw, pitch: door.pitch },
      })),
    }));
    return [
      Markers,
      [
        Tour,
        {
          nodes,
          startNodeId: String(tour.start.id),
          renderMode: '2d',
          // The rooms behind this one's doors: fetched while the visitor looks around.
          preload: true,
          // The next room at once, no turn towards the door first and no fade: the viewer's fades
          // last at least half a second, each of its frames drawing two rooms, and the room must be
          // there within a second of the tap (bench:media). Nothing moves, for reduced motion too.
          transitionOptions: { showLoader: true, effect: 'none', rotation: false },
        },
      ],
    ];
  }

  function onViewer(viewer: Viewer) {
    const made = viewer.getPlugin<VirtualTourPlugin>('virtual-tour');
    plugin.current = made;
    made.addEventListener('node-changed', ({ node }) => setCurrent(Number(node.id)));
    // The map's cone follows the view without re-rendering the page: one style write per frame.
    viewer.addEventListener('position-updated', ({ position }) => {
      const here = cone.current;
      const heading = Number(here?.dataset.heading);
      if (here && Number.isFinite(heading)) here.style.rotate = `${headingOnPlan(heading, position.yaw)}deg`;
    });
  }

  const index = rooms.findIndex((r) => r.id === current);
  const room = images[index];
  const here = (
    <p className={styles.here} aria-live="polite">
      {t.here(names.get(current) ?? '', index + 1, rooms.length)}
    </p>
  );
  const doorList = (
    <nav className={styles.doors} aria-label={t.doors}>
      {(doors.get(current) ?? []).map((door) => (
        <button key={door.to} type="button" className={styles.door} onClick={() => go(door.to)}>
          {t.goTo(door.name)}
        </button>
      ))}
    </nav>
  );
  const map = plano && (
    <PlanMap plano={plano} spots={spots} names={names} current={current} cone={cone} onGo={go} />
  );

  return (
    <div className={styles.tour} data-room={current}>
      {webgl ? (
        <PanoramaView
          url={tour.start.url}
          texture={null}
          widths={tour.start.widths}
          alt={names.get(current) ?? ''}
          tour={{ plugins, onViewer }}
        />
      ) : (
        room && (
          <>
            <img
              key={room.url}
              className={styles.still}
              src={imageUrl(room.url, 1920, 75, room.widths)}
              srcSet={imageSrcSet(room.url, undefined, room.widths) || undefined}
              sizes="100vw"
              alt={names.get(current) ?? ''}
              lang={room.description ? room.lang : undefined}
            />
            <p className={styles.notice} role="status">
              {t.noWebGl}
            </p>
          </>
        )
      )}
      {here}
      {/* The caption and credit of the room the visitor is in: they follow each door taken. */}
      <ImageNote notes={room?.notes} className={styles.note} />
      {doorList}
      {map}
    </div>
  );
}
