import { FEATURED_ELEMENT_ID } from '../../../core/projects/featured';
import { pickRandomInOrder } from '../../../core/projects/shuffle';

// The app's side of the home page's draw (core/projects/featured.ts): the server's draw when the
// page came with one, else the app's own.

/** The server's draw, read once: a later visit to the home page in the same tab draws anew. */
function takeServerDraw(): unknown {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FEATURED_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
}

/** `count` projects chosen at random: the server's draw when it names projects that still exist. */
export function chooseFeatured<P extends { id: number }>(projects: readonly P[], count: number): P[] {
  const draw = takeServerDraw();
  if (Array.isArray(draw)) {
    const byId = new Map(projects.map((p) => [p.id, p]));
    const chosen = draw.map((id) => byId.get(Number(id))).filter((p): p is P => p !== undefined);
    if (chosen.length === draw.length && chosen.length === Math.min(count, projects.length)) return chosen;
  }
  return pickRandomInOrder(projects, count);
}
