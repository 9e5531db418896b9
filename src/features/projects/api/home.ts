import { PROJECT_TYPES } from '../../../../core/constants';
import type { Project } from '../../../../core/database-shapes';
import { randomPositions } from '../../../../core/projects/shuffle';
import { listOrEmpty } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';
import { inDrawOrder, takeServerDraw } from '../featured';

// The home page's reads, each bounded whatever the number of projects (SPEC §2's sections):
// - Recent Projects: the last three in the studio's order, with the count of all projects;
// - the offers' cards: the newest project with a cover of each type, one row each;
// - the slider: five projects at random from all (SPEC §4), in the studio's order — the server's
//   draw when the page came with one (its head preloads the first slide), else five positions
//   drawn among 1…n (the order has no gaps: the database keeps it so), five rows either way.

export interface HomeProjects {
  featured: Project[];
  /** The newest projects, oldest first (RecentProjects shows the end of the list, last first). */
  recent: Project[];
  /** One project per type, the newest with a cover. */
  covers: Project[];
}

const live = () => publicDb.from('Project').select('*').is('deleted_at', null);

async function recentWithTotal(count: number): Promise<{ rows: Project[]; total: number }> {
  try {
    const {
      data,
      error,
      count: total,
    } = await publicDb
      .from('Project')
      .select('*', { count: 'exact' })
      .is('deleted_at', null)
      .order('position', { ascending: false })
      .limit(count);
    if (error) throw error;
    return { rows: (data ?? []).reverse(), total: total ?? 0 };
  } catch (error) {
    console.error('No se pudo cargar los proyectos:', error);
    return { rows: [], total: 0 };
  }
}

function drawnByServer(count: number): Promise<Project[]> | null {
  const draw = takeServerDraw();
  if (!draw || draw.length > count) return null;
  // A project gone since the page was served: the draw is no longer whole, draw again.
  return listOrEmpty('los proyectos', live().in('id', draw)).then((rows) => inDrawOrder(draw, rows) ?? []);
}

export async function getHomeProjects(featuredCount: number, recentCount: number): Promise<HomeProjects> {
  const server = drawnByServer(featuredCount);
  const [recent, covers, drawn] = await Promise.all([
    recentWithTotal(recentCount),
    Promise.all(
      PROJECT_TYPES.map((type) =>
        listOrEmpty(
          'los proyectos',
          live().eq('type', type).not('render', 'is', null).order('position', { ascending: false }).limit(1),
        ),
      ),
    ).then((lists) => lists.flat()),
    server ?? Promise.resolve([]),
  ]);
  if (drawn.length > 0) return { featured: drawn, recent: recent.rows, covers };
  const positions = randomPositions(recent.total, featuredCount);
  const featured =
    recent.total <= recentCount
      ? // Every project is already here: draw among them.
        recent.rows.filter((p) => positions.includes(p.position))
      : await listOrEmpty('los proyectos', live().in('position', positions).order('position'));
  return { featured, recent: recent.rows, covers };
}
