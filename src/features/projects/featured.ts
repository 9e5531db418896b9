import { FEATURED_ELEMENT_ID } from '../../../core/projects/featured';

// The app's side of the home page's draw (core/projects/featured.ts): the server's draw when the
// page came with one (api/home.ts then reads just those projects), else the app draws its own.

/** The server's draw (project ids), read once: a later visit to the home page in the same tab draws anew. */
export function takeServerDraw(): number[] | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FEATURED_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const draw: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(draw) && draw.length > 0 && draw.every((id) => Number.isSafeInteger(id))
      ? (draw as number[])
      : null;
  } catch {
    return null;
  }
}

/** The projects of a draw in its order; null when one of them is not among `projects` (gone since). */
export function inDrawOrder<P extends { id: number }>(
  draw: readonly number[],
  projects: readonly P[],
): P[] | null {
  const byId = new Map(projects.map((p) => [p.id, p]));
  const chosen = draw.map((id) => byId.get(id)).filter((p): p is P => p !== undefined);
  return chosen.length === draw.length ? chosen : null;
}
