import type { Project } from '../../../../core/database-shapes';
import { drawPoster } from '../../../lib/models/model-poster';
import { fetchStored, uploadImage } from '../../../lib/renditions/upload-media';

// 'Optimizar medios' for a 3D model stored without its poster (from a browser that could not draw
// WebGL, or brought by `push` or a restore of such a site): the poster drawn from the stored model
// now, with its narrower copies, and recorded.

export function modelPoster(
  project: Project,
  label: string,
  record: (names: string[], write: () => Promise<unknown>) => Promise<{ done: true }>,
  save: (change: Pick<Project, 'model_poster' | 'model_poster_widths'>) => Promise<unknown>,
): {
  key: string;
  label: string;
  kind: 'image';
  // The shape of pending-media.ts's PendingMedia, written out: that file imports this one.
  run: () => Promise<{ done: true } | { done: false; reason: string }>;
} {
  return {
    key: `model-poster-${project.id}`,
    label: `${label}: imagen fija`,
    kind: 'image',
    run: async () => {
      const model = await fetchStored(project.model!);
      const poster = await drawPoster(new Uint8Array(await model.arrayBuffer()), model.name);
      if (!poster) return { done: false, reason: 'este navegador no dibuja WebGL' };
      const stored = await uploadImage(poster);
      return record(stored.names, () =>
        save({ model_poster: stored.stored.url, model_poster_widths: stored.widths }),
      );
    },
  };
}
